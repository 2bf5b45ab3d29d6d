export {chromiumArgs, chromiumExecutable} from '../../scripts/lib/chromium';

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
