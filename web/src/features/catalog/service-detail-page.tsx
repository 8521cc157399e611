import { useQuery } from '@tanstack/react-query';
import { formatPhone } from '../../lib/format';
import { ItemIcon } from '../../ui/item-icon';
import { SitePageBanner } from '../site/site-page-banner';
import { CatalogDetail } from './catalog-detail';
import { SERVICES_COPY } from './catalog-copy';
import { findBySlug, servicesQuery } from '../site/catalog-query';
import { ContactCard } from './contact-card';
import { DetailFallback, fallbackState } from './detail-fallback';
import { WhyFamiliesCard } from './why-families-card';

/** /services/{slug}: one service, found by its title-derived slug (spec section 2). */
export function ServiceDetailPage({ slug }: { slug: string }) {
  const { data, isPending, error } = useQuery(servicesQuery());
  const service = findBySlug(data, slug);

  if (!service) {
    return <DetailFallback section="services" noun="service" slug={slug} list={{ crumb: SERVICES_COPY.crumb, ...SERVICES_COPY.back }} state={fallbackState(data, isPending, error)} />;
  }
  return (
    <>
      <SitePageBanner section="services" title={service.title} crumbs={[{ label: SERVICES_COPY.crumb, to: '/services' }, { label: service.title }]} />
      <CatalogDetail
        back={SERVICES_COPY.back}
        title={service.title}
        description={service.description}
        imageUrl={service.image_url}
        alt={service.alt}
        imageKind="service"
        icon={<ItemIcon name={service.icon_name} size={28} />}
        listTitle="What's Included"
        items={service.features}
        callLabel={(phone) => `Call ${formatPhone(phone)}`}
        aside={
          <>
            <WhyFamiliesCard />
            <ContactCard />
          </>
        }
      />
    </>
  );
}
