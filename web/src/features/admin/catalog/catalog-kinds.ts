
/**
 * Services and programs are managed on the same kind of screen (spec section 2: "Same layout as
 * services"); this names what differs between them.
 */
export type CatalogKind = {
  /** API folder: /services/... or /programs/... */
  plural: 'services' | 'programs';
  /** What the activity log calls one. */
  target: 'service' | 'program';
  /** 'Service' or 'Program', for titles and toasts. */
  noun: string;
  listField: 'features' | 'activities';
  listLabel: string;
  /** One entry of that list, for the entry box's hint ('Add feature...', 'Add activity...'). */
  listItem: string;
  imageLabel: string;
  title: string;
  subtitle: string;
  /** Programs show dates in the browser's own format (spec section 2). */
  localDates: boolean;
};

export const SERVICE_KIND: CatalogKind = {
  plural: 'services',
  target: 'service',
  noun: 'Service',
  listField: 'features',
  listLabel: 'Features',
  listItem: 'feature',
  imageLabel: 'Service Image',
  title: 'Services Management',
  subtitle: 'Manage website services and offerings',
  localDates: false,
};

export const PROGRAM_KIND: CatalogKind = {
  plural: 'programs',
  target: 'program',
  noun: 'Program',
  listField: 'activities',
  listLabel: 'Activities',
  listItem: 'activity',
  imageLabel: 'Cover Image',
  title: 'Programs Management',
  subtitle: 'Manage website programs and activities',
  localDates: true,
};
