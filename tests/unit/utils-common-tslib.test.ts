import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as tslib from 'tslib';
import {__importDefault} from '../../src/internals/build/utils-common-tslib/importDefault';
import utilsCommonTslib, {checkTslibHelpers, tslibHelpersIn} from '../../src/internals/build/utils-common-tslib';
import {tslibAlias} from '../../src/internals/contracts';
import {brokenContract} from './fixtures/brokenContract';

const utilsCommonLib = path.dirname(createRequire(__filename).resolve('@docusaurus/utils-common'));

describe("@docusaurus/utils-common's tslib in the client bundle", () => {
  it('the package uses no tslib helper but __importDefault (else it needs the whole tslib again)', () => {
    const helpers = readdirSync(utilsCommonLib)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => [...readFileSync(path.join(utilsCommonLib, f), 'utf8').matchAll(/tslib_\d+\.(\w+)/g)].map((m) => m[1]));
    expect(new Set(helpers)).toEqual(new Set(['__importDefault']));
  });

  it("behaves as tslib's __importDefault", () => {
    const esModule = {__esModule: true, default: 1};
    const commonJs = {a: 1};
    expect(__importDefault(esModule)).toBe(tslib.__importDefault(esModule));
    expect(__importDefault(commonJs)).toEqual(tslib.__importDefault(commonJs));
    expect(__importDefault(commonJs)).toEqual({default: commonJs});
    expect(__importDefault(undefined)).toEqual(tslib.__importDefault(undefined));
  });

  it('applies to requests from that package only, in the client build only', () => {
    const plugin = utilsCommonTslib();
    expect(plugin.configureWebpack?.({} as never, true, {} as never, {} as never)).toEqual({});
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      module: {rules: {test: RegExp; resolve: {alias: Record<string, string>}}[]};
    };
    const [rule] = config.module.rules;
    expect(rule.test.test(path.join(utilsCommonLib, 'index.js'))).toBe(true);
    expect(rule.test.test(path.join(utilsCommonLib, '../../utils/lib/index.js'))).toBe(false);
    expect(rule.resolve.alias.tslib$).toMatch(/utils-common-tslib[\\/]importDefault\.ts$/);
  });

  it('fails the build, naming the contract, when the package calls another tslib helper', () => {
    const helpers = tslibHelpersIn(['const a = tslib_1.__importDefault(require("x"));', 'tslib_2.__awaiter(this, void 0, void 0, f);']);
    expect(helpers).toEqual(new Set(['__importDefault', '__awaiter']));
    expect(() => checkTslibHelpers(helpers)).toThrow(brokenContract(tslibAlias, /__awaiter/));
    expect(() => checkTslibHelpers(new Set(['__importDefault']))).not.toThrow();
  });
});
