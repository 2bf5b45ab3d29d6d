/**
 * Reads the facts an app's data records (schema.ts codeCheck, namesCheck, statusWordsCheck) from the text of
 * its source files, the way a person reading them would: the values a C `#define`, a Rust `const` or a Rust
 * enum gives an identifier, and the instructions a dispatcher's switch (C) or match (Rust) has a case for,
 * each with the build conditions around it (`#ifdef APP_TESTING`, `#[cfg(feature = "dev")]`).
 *
 * Text in, values out: no git and no file system here (git.ts reads the files), so the tests feed it
 * strings and the upstream check (check.ts) feeds it files at a commit.
 */

/** A value an identifier is given, with the build conditions around the definition (outermost first). */
export interface Definition {
  name: string;
  value: number;
  line: number;
  conditions: string[];
}

/** A case label (C), a match arm (Rust) or an instruction an `if` tests before the switch. */
export interface CaseLabel {
  name: string;
  line: number;
  conditions: string[];
}

export type Language = 'c' | 'rust';

export function languageOf(path: string): Language {
  return path.endsWith('.rs') ? 'rust' : 'c';
}

/** Drops comments and the braces inside string literals, keeping line breaks, so braces and names are code. */
export function stripComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      i += 2;
      while (i < text.length && !(text[i] === '*' && text[i + 1] === '/')) {
        if (text[i] === '\n') out += '\n';
        i++;
      }
      i += 2;
    } else if (c === '"') {
      // Kept (a cfg attribute names its feature in a string), but braces inside are not code.
      out += c;
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\') {
          out += text.slice(i, i + 2);
          i += 2;
          continue;
        }
        out += text[i] === '{' || text[i] === '}' ? '_' : text[i];
        i++;
      }
      out += '"';
      i++;
    } else if (c === "'" && /^'(\\.|[^\\'\n])'/.test(text.slice(i, i + 4))) {
      // A character literal ('{'); Rust lifetimes ('apdu) have no closing quote and stay.
      const m = text.slice(i).match(/^'(\\.|[^\\'\n])'/)!;
      out += "' '";
      i += m[0].length;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const number = /^(0x[0-9a-fA-F]+|\d+)[uUlL]*$/;

/** A define's value as a number: 0x06, 6, (0x06), (uint8_t)0x06, 0x06u; undefined for anything else. */
export function parseNumber(raw: string): number | undefined {
  let text = raw.trim();
  for (;;) {
    const inner = text.match(/^\((.*)\)$/s);
    const cast = text.match(/^\(\s*[A-Za-z_][\w ]*\)\s*(.+)$/s);
    if (inner) text = inner[1].trim();
    else if (cast) text = cast[1].trim();
    else break;
  }
  const m = text.match(number);
  return m ? Number(m[1]) : undefined;
}

/**
 * The build conditions in force on each line (index 0 is line 1), outermost first.
 * C: #if/#ifdef/#ifndef/#elif/#else/#endif; `#ifdef X` reads 'X', `#ifndef X` '!X', `#if E` 'E', and the
 * #else of a condition c reads '!c'. Rust: the branches of `cfg_if!` (`if #[cfg(E)] { ... } else ...`)
 * and a `#[cfg(E)]` attribute, which covers the next line and, when that line opens a block, the block;
 * both read 'E' (its else branch '!E').
 */
/** `defined(X)` and `defined X` read as X, spaces collapsed: the form build conditions are recorded in. */
export function normalizeCondition(expr: string): string {
  return expr
    .replace(/defined\s*\(\s*(\w+)\s*\)/g, '$1')
    .replace(/defined\s+(\w+)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function conditionsByLine(code: string, language: Language): string[][] {
  const lines = code.split('\n');
  const result: string[][] = [];
  if (language === 'c') {
    const stack: string[] = [];
    for (const line of lines) {
      const d = line.match(/^\s*#\s*(ifdef|ifndef|if|elif|else|endif)\b\s*(.*)$/);
      if (d) {
        const [, kind, rest] = d;
        const expr = normalizeCondition(rest);
        if (kind === 'ifdef') stack.push(expr);
        else if (kind === 'ifndef') stack.push(`!${expr}`);
        else if (kind === 'if') stack.push(expr);
        else if (kind === 'elif') stack.splice(stack.length - 1, 1, expr);
        else if (kind === 'else') {
          const top = stack.pop() ?? '';
          stack.push(top.startsWith('!') ? top.slice(1) : `!${top}`);
        } else stack.pop();
        result.push([...stack]);
        continue;
      }
      result.push([...stack]);
    }
    return result;
  }
  // Rust
  const blocks: {cond: string; depth: number}[] = [];
  let depth = 0;
  let lastClosed: string | null = null;
  let attribute: string | null = null;
  for (const line of lines) {
    const attr = line.match(/^\s*#\[cfg\((.*)\)\]\s*$/);
    if (attr) {
      attribute = normalizeCondition(attr[1]);
      result.push([...blocks.map((b) => b.cond), attribute]);
      continue;
    }
    const onLine = attribute;
    attribute = null;
    let pending: string | null = null;
    let lineConds: string[] | null = null;
    const tokens = line.matchAll(/else\s+if\s+#\[cfg\((.*?)\)\]|if\s+#\[cfg\((.*?)\)\]|\belse\b|\{|\}/g);
    let opened = false;
    for (const [token, elseIf, ifCfg] of tokens) {
      if (elseIf !== undefined || ifCfg !== undefined) pending = normalizeCondition(elseIf ?? ifCfg);
      else if (token === 'else')
        pending = lastClosed !== null ? (lastClosed.startsWith('!') ? lastClosed.slice(1) : `!${lastClosed}`) : null;
      else if (token === '{') {
        depth++;
        const cond = pending ?? (onLine !== null && !opened ? onLine : null);
        if (cond !== null) blocks.push({cond, depth});
        if (onLine !== null) opened = true;
        pending = null;
      } else {
        if (blocks.length && blocks[blocks.length - 1].depth === depth) lastClosed = blocks.pop()!.cond;
        else lastClosed = null;
        depth--;
      }
      if (lineConds === null) lineConds = blocks.map((b) => b.cond);
    }
    const conds = blocks.map((b) => b.cond);
    // A line that only closes blocks belongs to them; an attribute covers its own line too.
    const base = lineConds && lineConds.length > conds.length ? lineConds : conds;
    result.push(onLine !== null && !base.includes(onLine) ? [...base, onLine] : base);
  }
  return result;
}

/**
 * Every identifier a file gives a number: C `#define NAME value`, Rust `const NAME: uN = value;` and the
 * variants of a Rust enum with explicit values, named Enum::Variant.
 */
export function readDefinitions(text: string, language: Language): Definition[] {
  const code = stripComments(text);
  const lines = code.split('\n');
  const conditions = conditionsByLine(code, language);
  const out: Definition[] = [];
  let inEnum: {name: string; depth: number} | null = null;
  let depth = 0;
  lines.forEach((line, i) => {
    const at = {line: i + 1, conditions: conditions[i]};
    if (language === 'c') {
      const m = line.match(/^\s*#\s*define\s+([A-Za-z_]\w*)\s+(.+?)\s*$/);
      const value = m ? parseNumber(m[2]) : undefined;
      if (m && value !== undefined) out.push({name: m[1], value, ...at});
      return;
    }
    for (const c of line.matchAll(/\bconst\s+([A-Za-z_]\w*)\s*:\s*u(?:8|16|32|64|size)\s*=\s*([^;]+);/g)) {
      const value = parseNumber(c[2]);
      if (value !== undefined) out.push({name: c[1], value, ...at});
    }
    const e = line.match(/\benum\s+([A-Za-z_]\w*)\s*\{/);
    if (e && !inEnum) inEnum = {name: e[1], depth: depth + 1};
    else if (inEnum && depth === inEnum.depth) {
      const v = line.match(/^\s*([A-Za-z_]\w*)\s*=\s*(0x[0-9a-fA-F]+|\d+)\s*,?\s*$/);
      if (v) out.push({name: `${inEnum.name}::${v[1]}`, value: Number(v[2]), ...at});
    }
    for (const ch of line) {
      if (ch === '{') depth++;
      else if (ch === '}') {
        depth--;
        if (inEnum && depth < inEnum.depth) inEnum = null;
      }
    }
  });
  return out;
}

/** The text between the brace that opens at or after `from` and its partner, with its start offset. */
function braceBlock(code: string, from: number): {start: number; end: number} | undefined {
  const open = code.indexOf('{', from);
  if (open < 0) return undefined;
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return {start: open + 1, end: i};
  }
  return undefined;
}

/** The body of a C or Rust function by name (the definition, not a call or a prototype). */
export function functionBody(code: string, name: string): {start: number; end: number} | undefined {
  const re = new RegExp(`\\b${name}\\s*(?:<[^>]*>)?\\s*\\(`, 'g');
  for (const m of code.matchAll(re)) {
    // Skip to the parameter list's end, then expect an opening brace (Rust: maybe `-> Type` first).
    let depth = 0;
    let i = m.index! + m[0].length - 1;
    for (; i < code.length; i++) {
      if (code[i] === '(') depth++;
      else if (code[i] === ')' && --depth === 0) break;
    }
    const after = code.slice(i + 1).match(/^\s*(?:->\s*[^{;]+)?\{/);
    if (after) return braceBlock(code, i + 1);
  }
  return undefined;
}

const lineOf = (code: string, offset: number): number => code.slice(0, offset).split('\n').length;

/** Offsets of nested blocks to skip: a switch or match inside the scanned block has its own labels. */
function nestedSelectors(code: string, start: number, end: number, language: Language): {start: number; end: number}[] {
  const re = language === 'c' ? /\bswitch\s*\(/g : /\bmatch\b[^{;]*\{/g;
  re.lastIndex = start;
  const skip: {start: number; end: number}[] = [];
  for (let m = re.exec(code); m && m.index < end; m = re.exec(code)) {
    const block = braceBlock(code, m.index);
    if (block && block.end <= end) {
      skip.push(block);
      re.lastIndex = block.end;
    }
  }
  return skip;
}

/**
 * The instructions a dispatcher handles: the case labels of every C switch (or Rust match) on the
 * instruction byte in the file (or in `fn`), without those of switches nested in a case, plus an
 * instruction an `if` compares the instruction byte with (filecoin tests INS_GET_ADDR_ETH before its switch).
 */
export function readCases(text: string, language: Language, fn?: string): CaseLabel[] {
  const code = stripComments(text);
  const conditions = conditionsByLine(code, language);
  const scope = fn ? functionBody(code, fn) : {start: 0, end: code.length};
  if (!scope) return [];
  const out: CaseLabel[] = [];
  const add = (name: string, offset: number) => {
    const line = lineOf(code, offset);
    if (!out.some((c) => c.name === name && c.line === line)) out.push({name, line, conditions: conditions[line - 1] ?? []});
  };
  const selector = language === 'c' ? /\bswitch\s*\(([^{]*)\)\s*\{/g : /\bmatch\s+([^{;]*?)\s*\{/g;
  selector.lastIndex = scope.start;
  for (let m = selector.exec(code); m && m.index < scope.end; m = selector.exec(code)) {
    if (!/\bins\b|INS\]|_INS\b|ins\(\)|instruction/i.test(m[1])) continue;
    const block = braceBlock(code, m.index + m[0].length - 1)!;
    const skip = nestedSelectors(code, block.start, block.end, language);
    const inSkip = (offset: number) => skip.some((s) => offset >= s.start && offset < s.end);
    const body = code.slice(block.start, block.end);
    if (language === 'c') {
      for (const c of body.matchAll(/\bcase\s+([A-Za-z_]\w*)\s*:/g)) {
        const at = block.start + c.index!;
        if (!inSkip(at)) add(c[1], at);
      }
    } else {
      // Arms: NAME =>, NAME | NAME =>, at the start of a line of the match body.
      for (const arm of body.matchAll(/(^|\n)\s*([A-Z][A-Z0-9_]*(?:\s*\|\s*[A-Z][A-Z0-9_]*)*)\s*(?:if\b[^\n]*?)?=>/g)) {
        const at = block.start + arm.index! + arm[1].length;
        if (inSkip(at)) continue;
        for (const name of arm[2].split('|')) add(name.trim(), at);
      }
    }
  }
  // An instruction compared before (or beside) the switch.
  const compared =
    /(?:OFFSET_INS\]|\bins\b|\binstruction\b)\s*==\s*([A-Z][A-Z0-9_]*)|\b([A-Z][A-Z0-9_]*)\s*==\s*(?:G_io_apdu_buffer\[OFFSET_INS\]|\bins\b)/g;
  const scopeText = code.slice(scope.start, scope.end);
  for (const m of scopeText.matchAll(compared)) add(m[1] ?? m[2], scope.start + m.index!);
  return out;
}

/** Whether `name` appears as a whole word in the code of `text` (a class identifier the dispatcher tests). */
export function mentions(text: string, name: string): boolean {
  return new RegExp(`\\b${name.replace(/[$]/g, '\\$')}\\b`).test(stripComments(text));
}

/** The app version a Makefile (or app/Makefile.version) sets: APPVERSION_M.APPVERSION_N.APPVERSION_P. */
export function readVersion(text: string): string | undefined {
  const part = (p: string) => text.match(new RegExp(`^\\s*APPVERSION_${p}\\s*[:?]?=\\s*(\\d+)\\s*$`, 'm'))?.[1];
  const [m, n, p] = ['M', 'N', 'P'].map(part);
  return m !== undefined && n !== undefined && p !== undefined ? `${Number(m)}.${Number(n)}.${Number(p)}` : undefined;
}

/** Device names as apps.json spells them (src/ledger/supported/schema.ts). */
const deviceNames: Record<string, string> = {
  nanos: 'Nano S',
  'nanos+': 'Nano S Plus',
  nanosp: 'Nano S Plus',
  nanox: 'Nano X',
  stax: 'Stax',
  flex: 'Flex',
  apex_p: 'Apex P',
  TARGET_NANOS: 'Nano S',
  TARGET_NANOS2: 'Nano S Plus',
  TARGET_NANOX: 'Nano X',
  TARGET_STAX: 'Stax',
  TARGET_FLEX: 'Flex',
  TARGET_APEX_P: 'Apex P',
};
const deviceOrder = ['Nano S', 'Nano S Plus', 'Nano X', 'Stax', 'Flex', 'Apex P'];

/**
 * Whether a repository's README says the repository is archived: the notice the provider puts at the top when
 * an app is replaced ("... this repository has been archived."), not a mention of archives in general.
 */
export function saysArchived(readme: string): boolean {
  return /\bthis repository (?:has been|is now|is) archived\b/i.test(readme);
}

/**
 * The devices an app is built for, from the file apps.json names (devicesFrom): ledger_app.toml's `devices`,
 * the Zemu test models (`{ name: 'nanos', ... }` in tests/common.ts) or a Makefile's TARGET_NAME branches.
 * Unknown names are returned as written, so a new device shows up as a change.
 */
export function readDevices(text: string, path: string): string[] {
  let raw: string[] = [];
  if (path.endsWith('.toml')) {
    const list = text.match(/^\s*devices\s*=\s*\[([^\]]*)\]/m)?.[1] ?? '';
    raw = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  } else if (/\.[cm]?[jt]s$/.test(path)) {
    raw = [...stripComments(text).matchAll(/\{\s*name:\s*['"]([\w+]+)['"]/g)].map((m) => m[1]);
  } else {
    const code = text
      .split('\n')
      .filter((l) => !/^\s*#/.test(l))
      .join('\n');
    raw = [...code.matchAll(/\b(TARGET_[A-Z0-9_]+)\b/g)]
      .map((m) => m[1])
      .filter((t) => t !== 'TARGET_NAME' && t !== 'TARGET_ID' && t !== 'TARGET_VERSION');
  }
  const names = [...new Set(raw.map((d) => deviceNames[d] ?? d))];
  return names.sort((a, b) => (deviceOrder.indexOf(a) + 1 || 99) - (deviceOrder.indexOf(b) + 1 || 99) || a.localeCompare(b));
}

/** Whether a definition is a status word: a value SW1 can start with (0x6x, 0x9x) and a name that says so. */
export function isStatusWord(name: string, value: number): boolean {
  return ((value >= 0x6000 && value <= 0x6fff) || (value >= 0x9000 && value <= 0x9fff)) && /APDU|^SW_|ERR|ApduError::/.test(name);
}

/**
 * The targets a Makefile gives a rule (`name:`, `a b:`), not an assignment (`A := b`), a special target
 * (`.PHONY`), a pattern (`%:`) or a recipe line. A name listed in `.PHONY` without a rule is not a target:
 * `make` prints "Nothing to be done" and succeeds without doing anything.
 */
export function makeTargets(text: string): string[] {
  const targets = new Set<string>();
  for (const line of text.split('\n')) {
    const m = line.match(/^([A-Za-z0-9_./-][A-Za-z0-9_./ -]*?)\s*::?(?![=:])/);
    if (!m) continue;
    for (const t of m[1].split(/\s+/)) if (t && !t.startsWith('.') && !t.includes('%')) targets.add(t);
  }
  return [...targets];
}

/** The files a Makefile includes, relative to the repository (`$(CURDIR)/` dropped); paths through other variables are left out. */
export function makeIncludes(text: string): string[] {
  const files: string[] = [];
  for (const line of text.split('\n')) {
    const m = line.match(/^\s*-?s?include\s+(.+)$/);
    if (!m) continue;
    for (const f of m[1].trim().split(/\s+/)) {
      const file = f.replace(/^\$\(CURDIR\)\//, '');
      if (!file.includes('$(')) files.push(file);
    }
  }
  return files;
}

/**
 * The make targets a page's shell blocks run (```bash, sh or shell): what a reader copies. `make` alone (the
 * default goal), options and variable assignments are not targets; prose mentions are not read.
 */
export function pageMakeTargets(markdown: string): string[] {
  const targets = new Set<string>();
  for (const block of markdown.matchAll(/^```(?:bash|sh|shell)[^\n]*\n([\s\S]*?)^```/gm)) {
    for (const line of block[1].split('\n')) {
      for (const command of line.replace(/#.*$/, '').split(/&&|;/)) {
        const words = command.trim().split(/\s+/);
        while (words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) words.shift();
        if (words[0] !== 'make') continue;
        for (const w of words.slice(1)) if (!w.startsWith('-') && !w.includes('=')) targets.add(w);
      }
    }
  }
  return [...targets];
}
