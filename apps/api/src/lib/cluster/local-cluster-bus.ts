import type { ClusterBus } from './cluster-bus.ts';

/**
 * The bus of a lone process (embedded PGlite: one process owns the data folder). There is no other instance
 * to tell and none to hear from, so publishing delivers nothing and subscribers are never called.
 */
export function localClusterBus(): ClusterBus {
  return {
    kind: 'local',
    publish: async () => {},
    subscribe: () => () => {},
    check: async () => {},
    close: async () => {},
  };
}
