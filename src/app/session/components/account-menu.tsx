import { useSessionChunk } from '../provider';

/** The header's account dropdown (SPEC §2 Header); its code is in the session chunk. */
export function AccountMenu() {
  const { AccountMenuView } = useSessionChunk();
  return <AccountMenuView />;
}
