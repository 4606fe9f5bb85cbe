import {
  hasServiceInfo,
  Icon,
  type IconName,
  type ServiceInfoModel,
  type SiteTexts,
} from '@webku/site/view-kit';
import type { ReactNode } from 'react';

function InfoItem({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="info-item">
      <dt className="info-label">
        <Icon name={icon} />
        {label}
      </dt>
      <dd className="info-value">{children}</dd>
    </div>
  );
}

// Hours, address and area served where a visitor looks first; each only when the owner gave it. The
// server writes today's hours, and the script corrects them to the visitor's day on a cached page.
export function ServiceInfoBand({
  info,
  texts,
  hoursHref,
}: {
  info: ServiceInfoModel;
  texts: SiteTexts;
  /** The stores section with the whole week's hours, when the page shows it. */
  hoursHref: string | null;
}) {
  if (!hasServiceInfo(info)) return null;
  const words = texts.service;
  const today = info.today && {
    'data-today-hours': JSON.stringify(info.today.week),
    'data-utc-offset': info.today.utcOffset,
    children: info.today.text,
  };
  return (
    <div className="info-band">
      <dl className="info-list container">
        {info.today && (
          <InfoItem icon="clock" label={words.hoursLabel}>
            {hoursHref ? <a href={hoursHref} {...today} /> : <span {...today} />}
          </InfoItem>
        )}
        {info.address && (
          <InfoItem icon="pin" label={words.addressLabel}>
            {info.address}
          </InfoItem>
        )}
        {info.area && (
          <InfoItem icon="map" label={words.areaLabel}>
            {info.area}
          </InfoItem>
        )}
      </dl>
    </div>
  );
}
