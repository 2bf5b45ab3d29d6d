/**
 * The engine's ranking rules, one test each, over small made-up indexes (issue 60): questions as an
 * assistant asks them, rare and common words, pages that match most words, phrases, identifiers and
 * hexadecimal codes matched exactly, word families, and the landing page of a chain the query names.
 */
import {describe, expect, it} from 'vitest';
import {SearchEngine, chainFactUnits, phraseProximity, stemOf} from '../src/search/engine';
import {buildIndex} from '../src/search/indexFormat';
import type {SearchRecord} from '../src/search/record';
import {isHexCode, isIdentifier, MAX_QUERY_WORDS, parseQuery, QUESTION_MIN_WORDS, queryUnits} from '../src/search/tokenizer';
import {limits} from '../src/limits';
import {searchRecordsOf} from '../testing/searchRecords';

interface Page {
  path: string;
  title: string;
  chain?: string[];
  /** pageRank: > 0 for a page that stands for a chain (its landing page). */
  rank?: number;
  sections: Array<{heading?: string; text: string}>;
}

function recordsOf(pages: Page[]): SearchRecord[] {
  return pages.flatMap((page, p) =>
    searchRecordsOf(
      {
        url: `https://docs.example${page.path}`,
        tag: 'docs-default-current',
        lvl0: 'Docs',
        title: page.title,
        chain: page.chain,
        pageRank: page.rank,
        blocks: page.sections,
      },
      p,
    ),
  );
}

function engineOver(pages: Page[]): SearchEngine {
  const {files} = buildIndex(recordsOf(pages));
  return new SearchEngine(async (file) => JSON.parse(files.get(file)!));
}

const paths = async (engine: SearchEngine, query: string) => [
  ...new Set((await engine.search({query, hitsPerPage: 20})).hits.map((h) => new URL(h.url).pathname)),
];

/** Filler pages, so that common words are common and rare words rare, as on the site. */
const filler: Page[] = Array.from({length: 12}, (_, i) => ({
  path: `/misc/page-${i}`,
  title: `Notes ${i}`,
  sections: [{heading: 'Setup', text: `Install the app and run the server with the default configuration ${i}.`}],
}));

describe('questions', () => {
  it('are read as questions from six words (stop words aside), drop their question words and count each word once', () => {
    expect(QUESTION_MIN_WORDS).toBe(6);
    expect(parseQuery('zemu snapshot compare images').question).toBe(false);
    const {units, question} = parseQuery("I'm trying to figure out why my indexer halts; can anyone tell me how the indexer resumes?");
    expect(question).toBe(true);
    expect(units.map((u) => u.term)).toEqual(['figure', 'out', 'indexer', 'halts', 'resumes']);
    // A short query keeps every word: "My Ledger" is a menu of Ledger Live.
    expect(queryUnits('my ledger').map((u) => u.term)).toEqual(['my', 'ledger']);
    const long = Array.from({length: 60}, (_, i) => `word${i}x`).join(' ');
    expect(parseQuery(long).units).toHaveLength(MAX_QUERY_WORDS);
  });

  it('drop their question words when they open as one, however short, and are still matched as keywords', async () => {
    const terms = (query: string) => parseQuery(query).units.map((u) => u.term);
    expect(parseQuery('how do I sign a transaction on polkadot ledger').question).toBe(false);
    expect(terms('how do I sign a transaction on polkadot ledger')).toEqual(['sign', 'transaction', 'polkadot', 'ledger']);
    expect(terms("I'm trying to sign with my ledger")).toEqual(['sign', 'ledger']);
    // Only the opening word makes a short query a question: a menu name or a title keeps every word.
    expect(terms('my ledger')).toEqual(['my', 'ledger']);
    expect(terms('sign as I go')).toEqual(['sign', 'i', 'go']);
    // When nothing but question words is typed yet, they are kept (a reader typing "I" may be starting "INS_").
    expect(terms('how do I')).toEqual(['i']);
    const engine = engineOver([
      {
        path: '/faq',
        title: 'FAQ',
        sections: [{heading: 'Can I choose the destination?', text: 'Yes: the list holds the Polkadot addresses of your Ledger.'}],
      },
      {
        path: '/sign',
        title: 'How the Polkadot app shows values',
        sections: [{text: 'The Polkadot app decodes transactions with their metadata before signing.'}],
      },
      ...filler,
    ]);
    expect((await paths(engine, 'how do I sign a transaction on polkadot ledger'))[0]).toBe('/sign');
  });

  it('are answered whole up to the longest query any surface takes, 1,000 characters', async () => {
    const engine = engineOver([
      ...filler,
      {
        path: '/indexer',
        title: 'Indexer',
        sections: [{heading: 'Resume', text: 'A restarted indexer resumes from the last stored height.'}],
      },
    ]);
    const padding = 'please could someone help me, '.repeat(40);
    const question = `${padding}where does a restarted indexer resume?`.slice(-limits.searchQuestionMaxLength);
    expect(question.length).toBe(limits.searchQuestionMaxLength);
    expect((await paths(engine, question))[0]).toBe('/indexer');
  });

  it('need not match their stop words and question words: the page about the subject comes first', async () => {
    const engine = engineOver([
      ...filler,
      {path: '/why', title: 'Why anyone would want this', sections: [{text: 'Why would anyone want to know how I tried this?'}]},
      {path: '/pool', title: 'Container pool', sections: [{text: 'Containers are kept in a pool and reused between tests.'}]},
    ]);
    expect((await paths(engine, 'Why would anyone want to know how I can reuse the containers of the pool between my tests?'))[0]).toBe(
      '/pool',
    );
  });
});

describe('ranking', () => {
  it('weighs rare words most: of two records that match one word each, the one with the rarer word comes first', async () => {
    const engine = engineOver([
      ...filler,
      {path: '/common', title: 'Operations', sections: [{text: 'Run the server behind a proxy.'}]},
      {path: '/rare', title: 'Telemetry', sections: [{text: 'Jaeger collects the traces.'}]},
    ]);
    expect((await paths(engine, 'server jaeger')).slice(0, 2)).toEqual(['/rare', '/common']);
    expect((await paths(engine, 'jaeger server'))[0]).toBe('/rare');
  });

  it('counts every matching word of a question: the page that matches most of them, anywhere on it, comes first', async () => {
    const engine = engineOver([
      ...filler,
      {
        path: '/partial',
        title: 'Gas',
        sections: [{heading: 'Premium', text: 'The gas premium and the gas fee cap of a message.'}],
      },
      {
        path: '/whole',
        title: 'Gas estimator',
        sections: [
          {heading: 'Premium', text: 'The gas premium of a message.'},
          {heading: 'Base fee', text: 'How the base fee changes between blocks, and the estimator history.'},
        ],
      },
    ]);
    expect((await paths(engine, 'How does the gas premium relate to the base fee history of the estimator between blocks?'))[0]).toBe(
      '/whole',
    );
  });

  it('ranks a question\'s hit whose text keeps its phrases ("secure boot") above one with the same words apart', async () => {
    const engine = engineOver([
      ...filler,
      {
        path: '/apart',
        title: 'Boards',
        sections: [{heading: 'Keys', text: 'The boot loader is secure once keys are written and the board boot is closed.'}],
      },
      {
        path: '/phrase',
        title: 'Boards',
        sections: [{heading: 'Keys', text: 'Secure boot is on once the keys are written and the board loader is closed.'}],
      },
    ]);
    const question = 'How do I turn on secure boot and write the keys so the board loader is closed?';
    expect(parseQuery(question).question).toBe(true);
    expect((await paths(engine, question))[0]).toBe('/phrase');
    const units = [
      {terms: new Set(['secure']), idf: 2},
      {terms: new Set(['boot']), idf: 3},
    ];
    expect(phraseProximity('Secure boot is on', units)).toBe(2);
    expect(phraseProximity('Secure the boot', units)).toBe(2);
    expect(phraseProximity('Secure, then after a while boot', units)).toBe(0);
    expect(phraseProximity('boot secure', units)).toBe(0);
  });

  it("matches a question's plain words by their family (containers → container), its identifiers only as typed", async () => {
    expect(stemOf('containers')).toBe('container');
    expect(stemOf('synchronise')).toBe('synchronis');
    expect(stemOf('ins_get_addr')).toBe('ins_get_addr');
    const engine = engineOver([
      ...filler,
      {path: '/pooling', title: 'Pooling', sections: [{text: 'Each container is reused between test runs.'}]},
      {path: '/sapling', title: 'Shielded', sections: [{heading: 'INS_GET_ADDR_SAPLING', text: 'Gives the shielded payment key.'}]},
      {path: '/plain', title: 'Transparent', sections: [{heading: 'INS_GET_ADDR', text: 'Returns a transparent address.'}]},
    ]);
    expect((await paths(engine, 'How can my suite keep its containers between the runs of each test file?'))[0]).toBe('/pooling');
    const identifier = await paths(engine, 'What exactly does INS_GET_ADDR return for a derivation path when the device shows it?');
    expect(identifier[0]).toBe('/plain');
    expect(identifier).not.toContain('/sapling');
    // A short query, typed in a search box, still completes the identifier as it is typed.
    expect(await paths(engine, 'INS_GET_ADDR_SAP')).toContain('/sapling');
  });
});

describe('identifiers and codes match exactly', () => {
  const codes: Page[] = [
    ...filler,
    ...['0x6984', '0x6986', '0x6987', '0x698F', '0x69860'].map((code, i) => ({
      path: `/status-${i}`,
      title: `Status ${i}`,
      sections: [{text: `${code} | Status word number ${i}`}],
    })),
    {path: '/ins', title: 'Commands', sections: [{text: 'INS 0x02 signs; 0x020 is not an instruction.'}]},
  ];
  const engine = engineOver(codes);

  it('a hexadecimal status word or INS byte is found only as itself, never by a prefix or a typo, in a short query or a question', async () => {
    expect(isHexCode('0x6986')).toBe(true);
    expect(isHexCode('0xzz')).toBe(false);
    expect(await paths(engine, '0x6986')).toEqual(['/status-1']);
    expect(await paths(engine, '0x698')).toEqual([]);
    // In a question the other words find other pages, but no other code matches: 0x6986's page leads.
    const question = await engine.search({
      query: 'What does the status word 0x6986 mean when the app returns it after signing?',
      hitsPerPage: 20,
    });
    expect(new URL(question.hits[0].url).pathname).toBe('/status-1');
    const codesMarked = question.hits.flatMap((h) =>
      [...(h._highlightResult.content?.value ?? '').matchAll(/<mark>(0x[^<]*)<\/mark>/gi)].map((m) => m[1]),
    );
    expect(new Set(codesMarked)).toEqual(new Set(['0x6986']));
    expect(await paths(engine, '0x02')).toEqual(['/ins']);
  });

  it('and only it is highlighted: 0x6986 marks no 0x6984, 0x6987 or 0x698F', async () => {
    const {hits} = await engine.search({query: '0x6986', hitsPerPage: 20, attributesToSnippet: ['content:10']});
    const marked = hits.flatMap((h) => [...(h._highlightResult.content?.value ?? '').matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => m[1]));
    expect(marked).toEqual(['0x6986']);
  });

  it('a number takes no typo (9000 is not 9001), a word with digits is an identifier', async () => {
    const numbers = engineOver([
      ...filler,
      {path: '/ok', title: 'Codes', sections: [{text: 'Success is 9000.'}]},
      {path: '/other', title: 'Other', sections: [{text: 'Port 9001.'}]},
    ]);
    expect(await paths(numbers, '9000')).toEqual(['/ok']);
    expect(isIdentifier(queryUnits('nanosp')[0])).toBe(false);
    expect(isIdentifier(queryUnits('secp256k1')[0])).toBe(true);
    expect(isIdentifier(queryUnits('getVersion')[0])).toBe(true);
  });
});

describe('the page that stands for a chain', () => {
  const pages: Page[] = [
    ...filler,
    {
      path: '/Demo',
      title: 'Demo developer documentation',
      chain: ['Demo'],
      rank: 1,
      sections: [{heading: 'At a glance', text: 'Ledger app version 2.3.4'}, {text: 'Devices: Nano S Plus, Nano X'}],
    },
    {
      path: '/ledger-apps/demo/supported_latest',
      title: 'Demo app: supported methods (latest, 2.3.x)',
      chain: ['Demo'],
      sections: [{heading: 'Methods', text: 'Balances transfer on Nano S Plus, Nano X and Stax.'}],
    },
    {
      path: '/ledger-apps/demo/APDUSPEC',
      title: 'Demo APDU specification',
      chain: ['Demo'],
      sections: [{heading: 'INS_GET_VERSION', text: 'Returns the app version and the device target.'}],
    },
  ];
  const engine = engineOver(pages);

  it("comes first when the query names the chain and asks its app's version or devices", async () => {
    for (const query of ['latest demo ledger app version', 'does the demo ledger app support stax', 'demo app devices']) {
      expect((await paths(engine, query))[0], query).toBe('/Demo');
    }
  });

  it('does not when the query asks something only another page answers', async () => {
    expect((await paths(engine, 'demo balances transfer methods'))[0]).toBe('/ledger-apps/demo/supported_latest');
  });

  it('comes first too when the query writes the name longer than the page, as a page of the chain titled so does', async () => {
    const build: Page = {
      path: '/ledger-apps/demo/build',
      title: 'Build the Demo.net app',
      chain: ['Demo'],
      sections: [{heading: 'Load it on a development device', text: 'Sideload the Ledger app on a device in development mode.'}],
    };
    const withBuild = engineOver([...pages, build]);
    expect((await paths(withBuild, 'which devices does the demo.net ledger app support'))[0]).toBe('/Demo');
    // Without a fact word the name is a word like the others: the page titled with it leads.
    expect((await paths(withBuild, 'demo.net app sideload'))[0]).toBe('/ledger-apps/demo/build');
  });

  it('reads a word that writes the chain name longer as the name in a fact question, and leaves out the optional words', () => {
    const named = new Set(['Demo', 'Aleph Zero']);
    const terms = (query: string) => chainFactUnits(queryUnits(query), named).map((u) => u.term);
    expect(terms('which devices does the demo.net ledger app support')).toEqual(['devices', 'demo', 'ledger', 'app']);
    expect(terms('latest aleph zero version')).toEqual(['aleph', 'zero', 'version']);
    expect(terms('does the demo app support stax')).toEqual(['demo', 'app', 'stax']);
  });
});
