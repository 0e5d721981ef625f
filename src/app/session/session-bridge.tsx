import { useSessionChunk } from './provider';

/** Mounted inside the router: redirects and the account check on entering home or checkout (session-bridge-view). */
export function SessionBridge() {
  const { SessionBridgeView } = useSessionChunk().chunk;
  return <SessionBridgeView />;
}
