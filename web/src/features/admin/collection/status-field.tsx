import type { ItemStatus } from '../../../lib/types';
import { SelectField } from '../../../ui/select-field';

const STATUSES: ItemStatus[] = ['active', 'inactive'];

/** Active or inactive, in a photo's or a team member's dialog: `what` names the items in the hint. */
export const StatusField = ({ id, value, onChange, what }: { id: string; value: ItemStatus; onChange: (status: ItemStatus) => void; what: string }) => (
  <SelectField
    id={id}
    label="Status"
    value={value}
    options={STATUSES}
    onChange={(e) => onChange(e.target.value === 'inactive' ? 'inactive' : 'active')}
    hint={`Inactive ${what} are kept here but not shown on the site.`}
  />
);
