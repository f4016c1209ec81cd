import { Boxes, Brain, Link2, type LucideIcon, Pill, Radio, ScanFace, Users } from 'lucide-react';

/** The feature grid of the landing page (spec 000 section 1); titles and texts are i18n keys. */
export const LANDING_FEATURES: readonly {
  key: 'inventory' | 'marketplace' | 'predictions' | 'medicine' | 'skin' | 'rfid' | 'roles';
  icon: LucideIcon;
}[] = [
  { key: 'inventory', icon: Boxes },
  { key: 'marketplace', icon: Link2 },
  { key: 'predictions', icon: Brain },
  { key: 'medicine', icon: Pill },
  { key: 'skin', icon: ScanFace },
  { key: 'rfid', icon: Radio },
  { key: 'roles', icon: Users },
];
