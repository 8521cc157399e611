import { useQuery } from '@tanstack/react-query';
import { ItemIcon } from '../../ui/item-icon';
import { Section } from '../../ui/section';
import { SitePageBanner } from '../site/site-page-banner';
import { CatalogCard } from './catalog-card';
import { SERVICES_COPY } from './catalog-copy';
import { CareList } from '../site/care-list';
import { CatalogGrid } from './catalog-grid';
import { servicesQuery } from '../site/catalog-query';
import { VisitCta } from './visit-cta';

/** /services: every active service as a card (spec section 2), then the care the home gives (issue 46). */
export function ServicesPage() {
  const { data, isPending, error } = useQuery(servicesQuery());
  return (
    <>
      <SitePageBanner section="services" title={SERVICES_COPY.title} subtitle={SERVICES_COPY.subtitle} crumbs={[{ label: SERVICES_COPY.crumb }]} />
      <Section
        eyebrow="What We Offer"
        title="Care Shaped Around Each Resident"
        intro="With only a few residents, our caregivers have time for everyone. Each service is part of one personal care plan, agreed with the resident and their family."
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
            />
          )}
        />
      </Section>
      <CareList services={data} alt />
      <VisitCta />
    </>
  );
}
