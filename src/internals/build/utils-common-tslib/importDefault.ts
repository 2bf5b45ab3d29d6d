/** tslib 2's `__importDefault`: a CommonJS module seen as an ES module's default export. */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
