import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button, useSimpleFormIterator } from 'react-admin';

/**
 * AddRowButton is a list input's add button with its words ("Add section"), in place of
 * react-admin's bare icon: what it adds is read, not guessed from a plus sign.
 */
export const AddRowButton = ({ label }: { label: string }) => {
  const { add, source } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add()} className={`button-add button-add-${source}`}>
      <AddIcon />
    </Button>
  );
};
