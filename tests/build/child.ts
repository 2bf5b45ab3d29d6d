/**
 * A server the build tests start as a child process on a free port: it is ready once it prints its address. One
 * helper for the static server, the MCP server over HTTP and the edge Worker, so each fails the same way: with
 * what the child printed, when it exits before it is ready or does not get there in time.
 */
import {spawn, type ChildProcess, type SpawnOptions} from 'node:child_process';

export interface Started {
  child: ChildProcess;
  /** The first capture group of `ready` in what the child printed (its URL or port). */
  address: string;
  /** Everything the child printed so far, both streams. */
  output: () => string;
  stop: () => void;
}

export interface StartOptions extends Pick<SpawnOptions, 'cwd' | 'env'> {
  /** Matched against everything the child printed; its first group is the address. */
  ready: RegExp;
  /** What the child is, for the error. */
  name: string;
  timeoutMs?: number;
}

export function startChild(command: string, args: string[], {ready, name, timeoutMs = 20_000, cwd, env}: StartOptions): Promise<Started> {
  const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  const started = {child, output: () => output, stop: () => void child.kill()};
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`${name} ${why}:\n${output}`));
    };
    const timer = setTimeout(() => fail(`did not start in ${timeoutMs / 1000} s`), timeoutMs);
    let done = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = done ? undefined : ready.exec(output)?.[1];
      if (address === undefined) return;
      done = true;
      clearTimeout(timer);
      child.off('exit', exited);
      resolve({...started, address});
    };
    const exited = (code: number | null) => fail(`exited (${code}) before it was ready`);
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', exited);
  });
}
