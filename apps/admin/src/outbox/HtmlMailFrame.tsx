import { Box } from '@mui/material';

// Links open in a new tab; the frame itself never navigates.
const BASE = '<base target="_blank">';

/**
 * HtmlMailFrame renders a mail's HTML body in a sandboxed iframe: no scripts, no same-origin
 * access (so no cookies or localStorage), no forms. Only links may open, in a new tab.
 */
export const HtmlMailFrame = ({ html, title }: { html: string; title: string }) => (
  <Box
    component="iframe"
    title={title}
    sandbox="allow-popups allow-popups-to-escape-sandbox"
    referrerPolicy="no-referrer"
    srcDoc={BASE + html}
    sx={{
      width: '100%',
      height: 480,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      bgcolor: '#fff',
    }}
  />
);
