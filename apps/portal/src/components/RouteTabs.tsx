// Tabs whose value is a route segment: changing tab navigates (spec/02 §2).
import { useNavigate } from '@reach/ui/router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface RouteTab {
  value: string;
  label: string;
}

export function RouteTabs({ tabs, value, base, label }: { tabs: RouteTab[]; value: string; base: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={tabs.some((t) => t.value === value) ? value : false}
      onChange={(_e, v: string) => navigate(`${base}/${v}`)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={label}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((t) => (
        <Tab key={t.value} value={t.value} label={t.label} />
      ))}
    </Tabs>
  );
}
