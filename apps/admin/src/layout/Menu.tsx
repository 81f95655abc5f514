import { ListSubheader } from '@mui/material';
import { Menu as RaMenu, usePermissions, useSidebarState } from 'react-admin';
import { Permissions } from '@reach/ui/permissions';

// The back office's menu, grouped by what staff do. Headings hide while the sidebar is folded.
const Heading = ({ children }: { children: string }) => {
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <ListSubheader
      component="div"
      disableSticky
      sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent', fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.5 }}
    >
      {children}
    </ListSubheader>
  );
};

/** may tells whether the signed-in staff member holds a permission (authProvider.getPermissions). */
const useMay = () => {
  const { permissions } = usePermissions<string[]>();
  return (permission: string) => Array.isArray(permissions) && permissions.includes(permission);
};

export const Menu = () => {
  const may = useMay();
  return (
  <RaMenu>
    <RaMenu.DashboardItem />
    <RaMenu.ResourceItem name="users" />
    <RaMenu.ResourceItem name="invites" />
    <RaMenu.ResourceItem name="contacts" />
    <RaMenu.ResourceItem name="outbox" />
    {may(Permissions.ListAdminReport) ? <RaMenu.ResourceItem name="reports" /> : null}
    <Heading>Giving</Heading>
    <RaMenu.ResourceItem name="holistic-projects" />
    <RaMenu.ResourceItem name="adoptions" />
    <RaMenu.ResourceItem name="project-sponsorships" />
    <RaMenu.ResourceItem name="payments" />
    <Heading>Agreements</Heading>
    <RaMenu.ResourceItem name="loan-agreements" />
    {/* The page title says 'Partnership Commitment Forms'; the menu's width takes the short name. */}
    <RaMenu.ResourceItem name="mous" primaryText="Commitment Forms" />
    <Heading>People groups</Heading>
    <RaMenu.ResourceItem name="people-groups" />
    <RaMenu.ResourceItem name="people-group-links" />
    <RaMenu.ResourceItem name="project-links" />
    <RaMenu.ResourceItem name="upg-stats" />
    <RaMenu.ResourceItem name="prayer-requests" />
    <RaMenu.ResourceItem name="testimonies" />
    <Heading>Training</Heading>
    <RaMenu.ResourceItem name="training-courses" />
    <RaMenu.ResourceItem name="training-files" />
    <RaMenu.ResourceItem name="simple-lists" />
  </RaMenu>
  );
};
