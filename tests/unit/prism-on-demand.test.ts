import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkImportHighlighter, {highlighterModule} from '../../src/plugins/prism-on-demand/remarkImportHighlighter';

/** The compiled MDX module, with the plugin as the docs instances run it. */
async function compiled(source: string): Promise<string> {
  return String(await compile(source, {remarkPlugins: [remarkImportHighlighter]}));
}

const importStatement = `import "${highlighterModule}";`;

describe('pages import Prism only when they have a code block (src/plugins/prism-on-demand)', () => {
  it('a fenced code block imports the highlighter, once, before the content', async () => {
    const fenced = await compiled('# Build\n\n```bash\nmake\n```\n\nThen:\n\n```toml\n[server]\n```\n');
    expect(fenced.split(importStatement)).toHaveLength(2);
    expect(fenced.indexOf(importStatement)).toBeLessThan(fenced.indexOf('function _createMdxContent'));
  });

  it('a code block inside a list, an admonition or a JSX element counts', async () => {
    expect(await compiled('- step\n\n  ```rust\n  fn main() {}\n  ```\n')).toContain(importStatement);
    expect(await compiled('<details>\n\n```go\nfunc main() {}\n```\n\n</details>\n')).toContain(importStatement);
    expect(await compiled('<Tabs>\n  <CodeBlock language="bash">{"make"}</CodeBlock>\n</Tabs>\n')).toContain(importStatement);
    expect(await compiled('<pre>raw</pre>\n')).toContain(importStatement);
  });

  it('pages with no code block, only inline code or only Mermaid diagrams import nothing', async () => {
    expect(await compiled('# Supported methods\n\n| Method | Since |\n|---|---|\n| `transfer` | 1.0 |\n')).not.toContain(highlighterModule);
    expect(await compiled('```mermaid\ngraph TD; A-->B\n```\n')).not.toContain(highlighterModule);
  });
});
