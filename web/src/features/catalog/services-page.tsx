import { useQuery } from '@tanstack/react-query';
import { ItemIcon } from '../../ui/item-icon';
import { Section } from '../../ui/section';
import { SitePageBanner } from '../site/site-page-banner';
import { CatalogCard } from './catalog-card';
import { useWords } from '../site/words';
import { catalogWords } from './catalog-words';
import { CareList } from '../site/care-list';
import { CatalogGrid } from './catalog-grid';
import { servicesQuery } from '../site/catalog-query';
import { VisitCta } from './visit-cta';

/** /services: every active service as a card (spec section 2), then the care the home gives (issue 46). */
export function ServicesPage() {
  const { data, isPending, error } = useQuery(servicesQuery());
  const { services: w } = useWords(catalogWords);
  return (
    <>
      <SitePageBanner section="services" title={w.title} subtitle={w.subtitle} crumbs={[{ label: w.crumb }]} />
      <Section
        eyebrow={w.eyebrow}
        title={w.heading}
        intro={w.intro}
      >
        <CatalogGrid
          noun="services"
          items={data}
          isPending={isPending}
          error={error}
          itemKey={(service) => service.id}
          renderItem={(service) => (
            <CatalogCard
              to="/services/$slug"
              title={service.title}
              description={service.description}
              imageUrl={service.image_url}
              alt={service.alt}
              imageKind="service"
              icon={<ItemIcon name={service.icon_name} size={26} />}
              items={service.features}
              record={service}
            />
          )}
        />
      </Section>
      <CareList services={data} alt />
      <VisitCta />
    </>
  );
}
