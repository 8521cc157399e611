import type { RequestBody, RequestName } from '@afh/contract/requests';

/**
 * The records of the JSON API (docs/api.md), as the site receives them: the API's contract
 * (@afh/contract, contract/src), which the server's own replies are typed with. A type's own
 * screens and components take its record from @afh/contract/records itself.
 */
export type {
  ActivityChange,
  ActivityList,
  ActivityRecord,
  BackupList,
  BackupRecord,
  CatalogRecord,
  DeleteReply,
  EmailSettings,
  ForgotPasswordStatus,
  AdminGalleryPhoto,
  AdminTeamMember,
  Faq,
  GalleryPhoto,
  Inquiry,
  ListedUser,
  Program,
  Service,
  Settings,
  TeamMember,
  TrashList,
  TrashRecord,
  User,
} from '@afh/contract/records';
export type { ActivityTarget, FaqCategory, InquiryStatus, ItemStatus, Role, UserStatus } from '@afh/contract/rules';
export type { TrashType } from '@afh/contract/content-types';

/**
 * What an admin form sends to a call: the named fields of the call's own request schema
 * (@afh/contract/requests), each filled in (a form holds '' rather than null or nothing).
 */
export type FormFields<Name extends RequestName, Keys extends keyof RequestBody<Name>> = { [Key in Keys]-?: NonNullable<RequestBody<Name>[Key]> };
