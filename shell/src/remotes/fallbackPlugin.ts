// MF runtime plugin: when a remote's module cannot be loaded, hand back a marker module instead of
// throwing, so the shell renders its fallback with Retry. Only at `onLoad` (earlier lifecycles must
// return undefined). No React import here: this runs inside the federation runtime.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface UnavailableRemote {
  __remoteUnavailable: true;
  id: string;
  reason: string;
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && (value as UnavailableRemote).__remoteUnavailable === true;
}

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'coop-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      const marker: UnavailableRemote = { __remoteUnavailable: true, id: args.id, reason };
      return marker;
    },
  };
}
