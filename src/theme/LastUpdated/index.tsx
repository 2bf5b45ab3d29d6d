/**
 * Replaces @docusaurus/theme-classic 3.8.1 src/theme/LastUpdated/index.tsx.
 * Why: the page's date in the site's one style for dates in words, "5 December 2026" (longDate), as the notes above it
 * ("Checked against the code on 4 December 2026") and the chain pages write them; upstream's "Dec 5, 2026" put two
 * styles on one page. The sentence keeps upstream's translation ids, class name and <time> element.
 * Not a wrap: upstream formats the date inside the component (Intl.DateTimeFormat with `month: 'short'`) and takes
 * no option for it.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {longDate} from '@zondax/docs-core/text/longDate';

function AtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const at = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={at.toISOString()} itemProp="dateModified">
              {longDate(at.toISOString().slice(0, 10))}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <AtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? (
            <Translate
              id="theme.lastUpdated.byUser"
              description="The words used to describe by who the page has been last updated"
              values={{user: <b>{lastUpdatedBy}</b>}}
            >
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
