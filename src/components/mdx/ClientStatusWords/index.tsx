import React from 'react';
import {clientStatusWords, clientStatusWordsSource, explainStatusWord} from '@zondax/docs-core/ledger/apdu/decode';
import {blobUrl} from '@zondax/docs-core/sourceHost';
import TableScroll from '@site/src/components/mdx/TableScroll';

const column = {name: 'Name in the client library', then: 'What to do'} as const;

/**
 * The status words no app's code defines, as the provider's client library names them (docs-core's clientStatusWords,
 * the list the APDU decoders and the MCP status_word tool explain them from), with the source it was read at.
 */
export default function ClientStatusWords(): React.ReactElement {
  const {repo, path, commit} = clientStatusWordsSource;
  return (
    <>
      <TableScroll label="Status words no app defines" stackOnPhone>
        <table>
          <thead>
            <tr>
              <th scope="col">SW1-SW2</th>
              <th scope="col">{column.name}</th>
              <th scope="col">{column.then}</th>
            </tr>
          </thead>
          <tbody>
            {clientStatusWords.map(({code, description}) => {
              const {hex, hint} = explainStatusWord(code);
              return (
                <tr key={code}>
                  <th scope="row">
                    <code>{hex}</code>
                  </th>
                  <td data-label={column.name}>{description}</td>
                  <td data-label={column.then}>{hint ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p>
        Source: <a href={blobUrl(repo, commit, path)}>{`${path} of ${repo} at ${commit.slice(0, 7)}`}</a>.
      </p>
    </>
  );
}
