/**
 * The records of the JSON API (docs/api.md), as the site receives them: the API's contract
 * (@afh/contract, contract/src), which the server's own replies are typed with.
 */
export type {
  ActivityChange,
  ActivityList,
  ActivityRecord,
  BackupList,
  BackupRecord,
  CatalogRecord,
  DeleteReply,
  AdminGalleryPhoto,
  AdminTeamMember,
  AdminTestimonial,
  Faq,
  GalleryPhoto,
  Inquiry,
  ListedUser,
  Program,
  Service,
  Settings,
  TeamMember,
  Testimonial,
  User,
} from '@afh/contract/records';
export type { ActivityTarget, FaqCategory, InquiryStatus, ItemStatus, Role, UserStatus } from '@afh/contract/rules';
