// The giving remote's exposed modules (apps/giving/webpack.config.js).
declare module 'giving/PartnerRoutes' {
  import type { ComponentType } from 'react';
  const PartnerRoutes: ComponentType;
  export default PartnerRoutes;
}
