import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SandboxBanner } from './SandboxBanner';

export const Layout = ({ children }: { children: ReactNode }) => {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <SandboxBanner />
      {children}
    </RaLayout>
  );
};
