export function processTreeSeconds(rootPid: number): number;
export function machineBusySeconds(): number;
export function countCpu(kindOf: (command: string) => string | null): {
  stop(): {wallSeconds: number; busySeconds: number; byKind: Record<string, number>};
};
