/**
 * The overlays of the full layout – main menu, info menu, cart, privacy statement – in one module
 * the shell loads after the page has started (ShellRoot, `useOverlays`): all are closed when a
 * page loads, so their code is not part of the first load.
 */
import { CartModal } from './CartModal';
import { InfoMenu } from './InfoMenu';
import { PrivacyModal } from './PrivacyModal';
import { SideMenu } from './SideMenu';

export interface OverlaysProps {
  userLoaded: boolean;
  privacyOpen: boolean;
  onClosePrivacy: () => void;
}

export function Overlays({ userLoaded, privacyOpen, onClosePrivacy }: OverlaysProps) {
  return (
    <>
      <SideMenu />
      <InfoMenu />
      <CartModal userLoaded={userLoaded} />
      <PrivacyModal open={privacyOpen} onClose={onClosePrivacy} />
    </>
  );
}
