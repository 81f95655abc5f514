import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useSimpleFormIterator, useTranslate } from 'react-admin';

/**
 * AddRowButton is a list input's add button with its words ("Add section"), in place of
 * react-admin's bare icon: what it adds is read, not guessed from a plus sign. It keeps its words
 * on a phone too (react-admin's Button drops them below 600 px).
 */
export const AddRowButton = ({ label }: { label: string }) => {
  const { add, source } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()} className={`button-add button-add-${source}`}>
      {translate(label)}
    </Button>
  );
};
