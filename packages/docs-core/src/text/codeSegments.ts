/**
 * Where a long code word may wrap in a narrow column (a table read as cards on a phone, a card's chip): the places a
 * reader expects a name or a path to continue on the next line, after the usual practice for URLs and identifiers.
 * Between the parts of a path or a signature:
 *  - after a slash (a run of slashes stays whole: `https://` | `api`), `::`, a comma, or the opening brackets after a
 *    name (`method(` | `uint64,` | …, `Vec<(` | `AccountId,` | …; not `/` | `<network>`).
 * And, only inside a part longer than `minPart` (so `/ledger-apps/` | `supported_latest` breaks at its slash):
 *  - before a dot that joins two names (`CommonTypes` | `.FilAddress`), not inside a number (`0.0.0.0`, `9.25`);
 *  - after an underscore inside a name (`APDU_` | `CODE_` | …);
 *  - where a camel-case name starts a new word (`getDeal` | `Provider` | `Collateral`, `HTTP` | `Server`).
 * Words shorter than `minLength` fit any column and stay whole; a word with none of these places (a hash, a CID) is
 * left to the CSS (`overflow-wrap: anywhere`). A browser breaks at the last place that fits, so a part is kept whole
 * when it can be. The segments joined give the text back unchanged: a break is drawn with <wbr>, which adds no
 * character to what is copied or read out.
 */
export function codeSegments(text: string, minLength = 16, minPart = 20): string[] {
  const segments: string[] = [];
  let start = 0;
  for (const word of text.matchAll(/\S+/g)) {
    if (word[0].length < minLength) continue;
    for (const at of breaksIn(word[0], minPart)) {
      const cut = word.index + at;
      segments.push(text.slice(start, cut));
      start = cut;
    }
  }
  segments.push(text.slice(start));
  return segments;
}

const nameChar = /[A-Za-z0-9_$]/;
const letter = /[A-Za-z_$]/;

// Not within two characters of either end of a word or part: a lone `/` or `)` on a line reads as a stray mark.
const inside = (i: number, length: number) => i >= 2 && i <= length - 2;

/** The offsets in a word before which a line may break: between its parts, then inside its long parts. */
function breaksIn(word: string, minPart: number): number[] {
  const strong: number[] = [];
  for (let i = 1; i < word.length; i++) {
    const [before, here] = [word[i - 1], word[i]];
    const breaks =
      (before === '/' && here !== '/') ||
      (before === ':' && word[i - 2] === ':' && here !== ':') ||
      (before === ',' && here !== ' ') ||
      ('(<[{'.includes(before) && /[A-Za-z0-9_$(<[{]/.test(word[i - 2] ?? '') && nameChar.test(here));
    if (breaks && inside(i, word.length)) strong.push(i);
  }
  const parts = [0, ...strong, word.length];
  const weak = parts.slice(1).flatMap((end, k) => {
    const from = parts[k];
    return end - from > minPart ? weakBreaksIn(word.slice(from, end)).map((i) => from + i) : [];
  });
  return [...strong, ...weak].sort((a, b) => a - b);
}

function weakBreaksIn(part: string): number[] {
  const at: number[] = [];
  for (let i = 2; i <= part.length - 2; i++) {
    const [before, here, after] = [part[i - 1], part[i], part[i + 1] ?? ''];
    const breaks =
      (here === '.' && /[A-Za-z0-9_$\])]/.test(before) && letter.test(after)) ||
      (before === '_' && nameChar.test(here) && /[A-Za-z0-9]/.test(part[i - 2])) ||
      (/[A-Za-z0-9]/.test(before) && /[A-Z]/.test(here) && /[a-z]/.test(after));
    if (breaks) at.push(i);
  }
  return at;
}

/**
 * A command-line flag's dashes and its first word, which a line must not split: browsers may break after any hyphen,
 * so `--debug` ended one line with `--` and began the next with `debug`, which read as two things. Returns the text
 * cut around each such head: the odd-numbered parts are heads (`--debug`, `-m`; `--disable` of `--disable-gpu`, whose
 * later hyphens may still break), the others what lies between them. The parts joined give the text back.
 */
export function flagHeads(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const head of text.matchAll(/(?<=^|\s)-{1,2}[^\s-]+/g)) {
    parts.push(text.slice(start, head.index), head[0]);
    start = head.index + head[0].length;
  }
  parts.push(text.slice(start));
  return parts;
}
