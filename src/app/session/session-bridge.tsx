import { useSessionChunk } from './provider';

/** Mounted inside the router: the account check on entering home or checkout (session-bridge-view). */
export function SessionBridge() {
  const { SessionBridgeView } = useSessionChunk();
  return <SessionBridgeView />;
}
