/**
 * The MCP server's tools, each with its arguments as the server describes them to a client: written at build time
 * from docs-core's definitions (src/plugins/mcp-snapshot, toolCards.ts), so this list cannot drift from the server.
 * A definition list: the tool beside its arguments on a wide screen, above them on a phone.
 */
import React from 'react';
import tools from '@generated/mcp-snapshot/default/tools.json';
import styles from './styles.module.css';
import CodeBreaks from '@site/src/components/CodeBreaks';

export default function ToolList(): React.ReactElement {
  return (
    <dl className={styles.tools}>
      {tools.map((tool) => (
        <div key={tool.name} className={styles.tool}>
          <dt>
            <code>
              <CodeBreaks text={tool.name} />
            </code>
            <span className={styles.muted}>{tool.title}</span>
          </dt>
          <dd>
            <ul className={styles.arguments}>
              {tool.arguments.map((a) => (
                <li key={a.name}>
                  <code>{a.name}</code>
                  {a.optional ? ' (optional)' : ''}: {a.description}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
