import { Link } from '@mui/material';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/**
 * LinkifiedText renders plain text with its http(s) URLs as links. React escapes the text, so
 * nothing in a mail body can inject markup.
 */
export const LinkifiedText = ({ text }: { text: string }) => {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
};
