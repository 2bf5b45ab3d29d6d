import {describe, expect, it} from 'vitest';
import {startChild} from './child';

/** The start helper of the servers these tests run (./child.ts), on throwaway Node children. */
const node = (code: string, name = 'the child', timeoutMs = 5_000) =>
  startChild(process.execPath, ['-e', code], {ready: /listening on (\S+)/, name, timeoutMs});

describe('startChild', () => {
  it('resolves with the address once it is printed, on either stream, and stop ends the child', async () => {
    const started = await node(
      "console.error('booting'); setTimeout(() => console.log('listening on http://127.0.0.1:1234'), 50); setInterval(() => {}, 1000)",
    );
    expect(started.address).toBe('http://127.0.0.1:1234');
    expect(started.output()).toContain('booting');
    const exited = new Promise((resolve) => started.child.on('exit', resolve));
    started.stop();
    await expect(exited).resolves.toBeDefined();
  });

  it('fails with what the child printed when it exits before it is ready', async () => {
    await expect(node("console.error('port in use'); process.exit(3)", 'the test server')).rejects.toThrow(
      /the test server exited \(3\) before it was ready:\nport in use/,
    );
  });

  // 2 s, not less: on a loaded 2-core machine a Node child took over 0.3 s to print its first line.
  it('fails and ends the child when it is not ready in time', async () => {
    await expect(node("console.log('still booting'); setInterval(() => {}, 1000)", 'the slow server', 2_000)).rejects.toThrow(
      /the slow server did not start in 2 s:\nstill booting/,
    );
  });
});
