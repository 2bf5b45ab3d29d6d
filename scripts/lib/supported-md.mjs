/**
 * Parser for the docs/supported_<version>.x.md lists of the Ledger app repositories.
 *
 * A list is a level-1 heading ("# Nodle 9.25.x"), then one level-2 heading per pallet,
 * each followed by a Markdown table (or the word "Empty"). Table columns are "Name",
 * one column per device build ("Nano S", "Nano S XL", "Nano SP/X - Stax", or the older
 * "Light" / "XL"), "Nesting" and "Arguments" ("`Type`name<br/>" per argument).
 * The parser only reads those facts; it is shared by scripts/import-supported.mjs and
 * the unit tests.
 */

const CHECK = /:heavy_check_mark:|:white_check_mark:|✔|✅/;
/** Order in which device columns are listed when tables of one file differ. */
const DEVICE_ORDER = ['light', 'xl', 'nano-s', 'nano-s-xl', 'nano-sp-x', 'nano-sp-x-stax'];

/** "Nano SP/X - Stax" -> "nano-sp-x-stax" */
export function deviceId(label) {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "supported_9.25.x.md" -> "9.25"; "supported_latest.md" -> "latest"; anything else -> null. */
export function versionFromFileName(fileName) {
  const base = fileName.split('/').pop();
  if (base === 'supported_latest.md') return 'latest';
  const m = /^supported_(\d+\.\d+)\.x\.md$/.exec(base);
  return m ? m[1] : null;
}

/** "# Nodle  9.25.x" -> {name: 'Nodle', version: '9.25'} (version null when absent). */
export function parseTitle(title) {
  const clean = title.replace(/\s+/g, ' ').trim();
  const m = /^(.*?)\s*(\d+\.\d+)(?:\.x)?$/.exec(clean);
  return m ? {name: m[1].trim(), version: m[2]} : {name: clean, version: null};
}

function splitRow(line) {
  let body = line.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|')) body = body.slice(0, -1);
  return body.split('|').map((c) => c.trim());
}

const isSeparator = (cells) => cells.length > 0 && cells.every((c) => /^:?-{2,}:?$/.test(c));

/** "`Bytes`remark<br/>`u32`index<br/>" -> [{type: 'Bytes', name: 'remark'}, {type: 'u32', name: 'index'}] */
export function parseArguments(cell) {
  return cell
    .split(/<br\s*\/?>/i)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const m = /^`([^`]*)`\s*(.*)$/.exec(part);
      return m ? {type: m[1].trim(), name: unescapeMarkdown(m[2].trim())} : {type: '', name: unescapeMarkdown(part)};
    });
}

/**
 * The text of Markdown outside a code span: its backslash escapes resolved (CommonMark, any ASCII punctuation), so an
 * argument written `new\_` in a list's table is the name `new_` a reader sees there. A code span (the type) has none.
 */
export function unescapeMarkdown(text) {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/**
 * Parse one list. Returns {title, devices: [{id, label}], pallets: [{name, methods}]}.
 * Throws on a table row that has a different number of cells than its header.
 */
export function parseSupportedMarkdown(markdown) {
  const lines = markdown.split(/\r?\n/);
  let title = '';
  const pallets = [];
  const deviceLabels = new Map();
  let pallet = null;
  let columns = null;

  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (/^#\s/.test(line) && !title) {
      title = line.replace(/^#\s+/, '').replace(/\s+/g, ' ').trim();
      return;
    }
    if (/^##\s/.test(line)) {
      pallet = {name: line.replace(/^##\s+/, '').trim(), methods: []};
      pallets.push(pallet);
      columns = null;
      return;
    }
    if (!line.startsWith('|')) {
      if (line === '') return;
      columns = null;
      return;
    }
    if (!pallet) throw new Error(`line ${i + 1}: table outside a pallet section`);
    const cells = splitRow(line);
    if (!columns) {
      columns = cells.map((label) => {
        const lower = label.toLowerCase();
        if (lower === 'name') return {kind: 'name'};
        if (lower === 'nesting') return {kind: 'nesting'};
        if (lower === 'arguments') return {kind: 'args'};
        const id = deviceId(label);
        if (!deviceLabels.has(id)) deviceLabels.set(id, label);
        return {kind: 'device', id};
      });
      if (!columns.some((c) => c.kind === 'name')) throw new Error(`line ${i + 1}: table without a Name column`);
      return;
    }
    if (isSeparator(cells)) return;
    if (cells.length !== columns.length) throw new Error(`line ${i + 1}: ${cells.length} cells, header has ${columns.length}`);
    const method = {name: '', devices: [], nesting: false, args: []};
    columns.forEach((col, c) => {
      const cell = cells[c];
      if (col.kind === 'name') method.name = cell.replace(/\s+/g, ' ');
      else if (col.kind === 'nesting') method.nesting = CHECK.test(cell);
      else if (col.kind === 'args') method.args = parseArguments(cell);
      else if (CHECK.test(cell)) method.devices.push(col.id);
    });
    if (method.name) pallet.methods.push(method);
  });

  const rank = (id) => {
    const r = DEVICE_ORDER.indexOf(id);
    return r === -1 ? DEVICE_ORDER.length : r;
  };
  const devices = [...deviceLabels.entries()].map(([id, label]) => ({id, label})).sort((a, b) => rank(a.id) - rank(b.id));
  return {title, devices, pallets};
}

/**
 * The lists name argument types as the app's parser does, generics flattened (`Vecu8`). A reader is told how to read
 * them with the list's own commonest such types, limited to a primitive inside `Vec` or `Compact`, whose unflattened
 * form is certain.
 */
export function flattenedTypeNote(data) {
  const counts = new Map();
  for (const pallet of data.pallets)
    for (const method of pallet.methods)
      for (const arg of method.args)
        if (/^(Vec|Compact)u(8|16|32|64|128)$/.test(arg.type)) counts.set(arg.type, (counts.get(arg.type) ?? 0) + 1);
  const examples = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 2)
    .map(([type]) => `\`${type}\` is \`${type.replace(/^(Vec|Compact)(.*)$/, '$1<$2>')}\``);
  if (!examples.length) return '';
  return ` Argument types are written as the repository's list writes them, without the angle brackets of generic types: ${examples.join(' and ')}.`;
}
