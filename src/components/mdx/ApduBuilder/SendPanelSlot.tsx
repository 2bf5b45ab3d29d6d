import React, {type ComponentProps, type ReactNode} from 'react';
import LazyPart from '@site/src/components/LazyPart';
import {builderStyles as styles} from '@zondax/apdu-ui';

/* The Send panel and its transports load only when the reader opens it (issue 27: page JS budget). */
const load = () => import('./SendPanel');
type SendPanelProps = ComponentProps<Awaited<ReturnType<typeof load>>['default']>;

/**
 * Where the Send panel appears once opened. If its chunk does not arrive (offline, or after a deployment),
 * the builder stays and says so (src/components/LazyPart); a new deployment also shows the reload prompt
 * (src/pwa/register.ts).
 */
export default function SendPanelSlot(props: SendPanelProps): ReactNode {
  return <LazyPart load={load} name="The Send panel" loading={<p className={styles.hint}>Loading the Send panel…</p>} props={props} />;
}
