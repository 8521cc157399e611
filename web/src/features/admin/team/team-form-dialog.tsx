import type { AdminTeamMember } from '../../../lib/types';
import * as form from '../../../ui/form.css';
import { ChipInput } from '../catalog/chip-input';
import { CollectionFormDialog, TextField, type FormDialogProps } from '../collection/collection-dialog';
import { StatusField } from '../collection/status-field';
import { ImageUpload } from '../image-upload/image-upload';
import type { MemberInput } from './team-api';

const EMPTY: MemberInput = { name: '', role: '', credentials: [], languages: [], photo_url: '', alt: '', bio: '', status: 'active' };

/** Add or edit (prefilled) a member of the team. Name and role are required by the server; a photo's alt text is not (without it the photo is decorative). */
export function TeamFormDialog({ member, ...dialog }: { member?: AdminTeamMember } & FormDialogProps<MemberInput>) {
  return (
    <CollectionFormDialog noun="Team Member" item={member} empty={() => EMPTY} type="team-member" {...dialog}>
      {({ id, values, set }) => (
        <>
          <div className={form.row}>
            <TextField id={`${id}-name`} label="Name" value={values.name} onChange={(name) => set('name', name)} required autoComplete="off" />
            <TextField id={`${id}-role`} label="Role" value={values.role} onChange={(role) => set('role', role)} required placeholder="e.g. Caregiver" translated="role" />
          </div>
          <ChipInput label="Credentials" itemName="a credential (e.g. CNA)" items={values.credentials} onChange={(items) => set('credentials', items)} tone="neutral" />
          <ChipInput label="Languages" itemName="a language" items={values.languages} onChange={(items) => set('languages', items)} tone="neutral" />
          <ImageUpload label="Photo" value={values.photo_url} onChange={(image) => set('photo_url', image)} />
          <TextField
            id={`${id}-alt`}
            label="Alt text"
            value={values.alt}
            onChange={(alt) => set('alt', alt)}
            translated="alt"
            hint={'Describe the photo for people who cannot see it; leave empty if it only decorates, e.g. "Maria smiling in the garden".'}
          />
          <TextField id={`${id}-bio`} label="Short bio" value={values.bio} onChange={(bio) => set('bio', bio)} rows={3} translated="bio" />
          <StatusField id={`${id}-status`} value={values.status} onChange={(status) => set('status', status)} what="members" />
        </>
      )}
    </CollectionFormDialog>
  );
}
