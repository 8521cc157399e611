import { useQuery } from '@tanstack/react-query';
import { formatPhone } from '../../lib/format';
import { ItemIcon } from '../../ui/item-icon';
import { langOf } from '../site/untranslated';
import { SitePageBanner } from '../site/site-page-banner';
import { CatalogDetail } from './catalog-detail';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';
import { findBySlug, servicesQuery } from '../site/catalog-query';
import { ContactCard } from './contact-card';
import { DetailFallback, fallbackState } from './detail-fallback';
import { WhyFamiliesCard } from './why-families-card';

/** /services/{slug}: one service, found by its title-derived slug (spec section 2). */
export function ServiceDetailPage({ slug }: { slug: string }) {
  const { data, isPending, error } = useQuery(servicesQuery());
  const service = findBySlug(data, slug);
  const { services: w } = useWords(catalogWords);

  if (!service) {
    return <DetailFallback section="services" kind="services" slug={slug} state={fallbackState(data, isPending, error)} />;
  }
  return (
    <>
      <SitePageBanner section="services" title={service.title} titleLang={langOf(service, 'title')} crumbs={[{ label: w.crumb, to: '/services' }, { label: service.title }]} />
      <CatalogDetail
        back={{ to: '/services', label: w.back }}
        title={service.title}
        description={service.description}
        imageUrl={service.image_url}
        alt={service.alt}
        imageKind="service"
        icon={<ItemIcon name={service.icon_name} size={28} />}
        listTitle={w.listTitle}
        items={service.features}
        callLabel={(phone) => w.call(formatPhone(phone))}
        record={service}
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
