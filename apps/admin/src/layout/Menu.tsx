import type { ReactNode } from 'react';
import { ListSubheader } from '@mui/material';
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { mayOpen } from './menuPermissions';

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

/** Item is a menu entry shown only to staff holding the permission its list needs (menuPermissions). */
const Item = ({ name, primaryText }: { name: string; primaryText?: string }) => {
  const { permissions } = usePermissions<string[]>();
  // primaryText only when given: an undefined one would hide the resource's own label.
  if (!mayOpen(permissions, name)) return null;
  return primaryText ? <RaMenu.ResourceItem name={name} primaryText={primaryText} /> : <RaMenu.ResourceItem name={name} />;
};

/** Group is a heading and its entries; the heading shows only when one of them does. */
const Group = ({ title, names, children }: { title: string; names: string[]; children: ReactNode }) => {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  if (!names.some((n) => mayOpen(permissions, n))) return null;
  return (
    <>
      <Heading>{translate(title)}</Heading>
      {children}
    </>
  );
};

// A long name ('Partnership Agreement Forms', spec/02's) takes a second line rather than an ellipsis.
const wrapSx = { '& .MuiMenuItem-root .MuiTypography-noWrap': { whiteSpace: 'normal' } };

export const Menu = () => (
  <RaMenu sx={wrapSx}>
    <RaMenu.DashboardItem />
    <Item name="users" />
    <Item name="invites" />
    <Item name="contacts" />
    <Item name="outbox" />
    <Item name="reports" />
    <Group title="reach.layout.giving" names={['holistic-projects', 'adoptions', 'project-sponsorships', 'payments']}>
      <Item name="holistic-projects" />
      <Item name="adoptions" />
      <Item name="project-sponsorships" />
      <Item name="payments" />
    </Group>
    <Group title="reach.layout.agreements" names={['loan-agreements', 'mous']}>
      <Item name="loan-agreements" />
      <Item name="mous" />
    </Group>
    <Group title="reach.layout.people_groups" names={['people-groups', 'people-group-links', 'project-links', 'upg-stats', 'prayer-requests', 'testimonies']}>
      <Item name="people-groups" />
      <Item name="people-group-links" />
      <Item name="project-links" />
      <Item name="upg-stats" />
      <Item name="prayer-requests" />
      <Item name="testimonies" />
    </Group>
    <Group title="reach.layout.training" names={['training-courses', 'training-files', 'simple-lists']}>
      <Item name="training-courses" />
      <Item name="training-files" />
      <Item name="simple-lists" />
    </Group>
    <Item name="audit-entries" />
  </RaMenu>
);
