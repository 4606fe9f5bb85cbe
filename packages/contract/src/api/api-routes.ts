export const API_BASE = '/api';

type Id = number | string;

const seg = (value: Id) => encodeURIComponent(String(value));

// Paths are relative to API_BASE; each entry is one call (or one path) of the API.
export const API = {
  auth: {
    login: '/auth/login',
    logout: '/auth/logout',
    me: '/auth/me',
    googleAuthUrl: '/auth/google-auth-url',
    hostCode: '/auth/host-code',
    hostSession: '/auth/host-session',
    company: '/auth/company',
  },
  company: {
    show: (slug: string) => `/company/${seg(slug)}`,
    data: (slug: string) => `/company/${seg(slug)}/data`,
  },
  public: {
    data: (slug: string) => `/public/${seg(slug)}/data`,
    noCacheData: (slug: string) => `/public/${seg(slug)}/no-cache-data`,
    domainData: (host: string) => `/public/${seg(host)}/domain-data`,
    noCacheDomainData: (host: string) => `/public/${seg(host)}/no-cache-domain-data`,
    visits: (slug: string) => `/public/${seg(slug)}/visits`,
    vitals: (slug: string) => `/public/${seg(slug)}/vitals`,
    bookingSlots: (slug: string, offering: Id, date: string) =>
      `/public/${seg(slug)}/booking-slots?offering=${seg(offering)}&date=${seg(date)}`,
    bookings: (slug: string) => `/public/${seg(slug)}/bookings`,
    orders: (slug: string) => `/public/${seg(slug)}/orders`,
  },
  admin: {
    team: {
      root: '/admin/team',
      activity: '/admin/team/activity',
      invitations: '/admin/team/invitations',
      invitation: (id: Id) => `/admin/team/invitations/${seg(id)}`,
      member: (id: Id) => `/admin/team/${seg(id)}`,
      ownership: (id: Id) => `/admin/team/${seg(id)}/ownership`,
    },
    dashboard: '/admin/dashboard',
    dashboardVisits: '/admin/dashboard/visits',
    vitals: (days: number) => `/admin/vitals?days=${days}`,
    descriptionReading: {
      root: '/admin/description-reading',
      addPhrase: (id: Id) => `/admin/description-reading/phrases/${seg(id)}/add`,
      dismissPhrase: (id: Id) => `/admin/description-reading/phrases/${seg(id)}/dismiss`,
    },
    translations: {
      root: '/admin/translations',
      suggest: '/admin/translations/suggest',
    },
    bookings: {
      root: '/admin/bookings',
      settings: '/admin/bookings/settings',
      calendar: '/admin/bookings/calendar',
      renewCalendar: '/admin/bookings/calendar/renew',
      confirm: (id: Id) => `/admin/bookings/${seg(id)}/confirm`,
      decline: (id: Id) => `/admin/bookings/${seg(id)}/decline`,
    },
    orders: {
      root: '/admin/orders',
      status: (id: Id) => `/admin/orders/${seg(id)}/status`,
    },
    payments: { settings: '/admin/payments/settings' },
    hero: '/admin/hero',
    menu: {
      categories: '/admin/menu/categories',
      category: (id: Id) => `/admin/menu/categories/${seg(id)}`,
      items: '/admin/menu/items',
      item: (id: Id) => `/admin/menu/items/${seg(id)}`,
      itemSoldOut: (id: Id) => `/admin/menu/items/${seg(id)}/sold-out`,
      itemConfirm: (id: Id) => `/admin/menu/items/${seg(id)}/confirm`,
      suggestions: '/admin/menu/suggestions',
      settings: '/admin/menu/settings',
    },
    merchandise: {
      list: '/admin/merchandise',
      item: (id: Id) => `/admin/merchandise/${seg(id)}`,
      itemSoldOut: (id: Id) => `/admin/merchandise/${seg(id)}/sold-out`,
      settings: '/admin/merchandise/settings',
    },
    news: {
      list: '/admin/news',
      article: (id: Id) => `/admin/news/${seg(id)}`,
      settings: '/admin/news/settings',
    },
    stores: {
      list: '/admin/stores',
      store: (id: Id) => `/admin/stores/${seg(id)}`,
      settings: '/admin/stores/settings',
    },
    webSettings: {
      root: '/admin/web-settings',
      record: (id: Id) => `/admin/web-settings/${seg(id)}`,
      legalTemplate: '/admin/web-settings/legal-template',
    },
    bioLinks: '/admin/bio-links',
    qrKit: {
      root: '/admin/qr-kit',
      sheet: (file: string) => `/admin/qr-kit/${seg(file)}`,
    },
    upload: {
      image: '/admin/upload/image',
      images: '/admin/upload/images',
      list: (category?: string) =>
        category ? `/admin/upload/images/list?category=${seg(category)}` : '/admin/upload/images/list',
      delete: '/admin/upload/image/delete',
    },
    subscriptions: {
      mine: '/admin/subscriptions/my-subscriptions',
      createInvoice: (planId: Id) => `/admin/subscriptions/plans/${seg(planId)}/invoice`,
      invoiceStatus: (invoiceId: Id) => `/admin/subscriptions/invoices/${seg(invoiceId)}/check-status`,
      invoice: (invoiceId: Id) => `/admin/subscriptions/invoice/${seg(invoiceId)}`,
      cancelInvoice: (invoiceId: Id) => `/admin/subscriptions/invoices/${seg(invoiceId)}/cancel`,
      registrationDomain: (invoiceId: Id) => `/admin/subscriptions/invoices/${seg(invoiceId)}/domain`,
      domainProof: '/admin/subscriptions/domain-proof',
    },
    data: {
      exportBackup: '/admin/data/backup/export',
      previewBackup: '/admin/data/backup/preview',
      importBackup: '/admin/data/backup/import',
      restorePoints: '/admin/data/restore-points',
      restore: (id: Id) => `/admin/data/restore-points/${seg(id)}/restore`,
      account: '/admin/data/account',
    },
    checkDomain: (domain: string, purpose: 'register' | 'hosting' = 'register') =>
      `/admin/check-domain?domain=${seg(domain)}${purpose === 'hosting' ? '&purpose=hosting' : ''}`,
    generate: '/admin/template-data-dummies/generate',
    templateProposal: (businessType: string) => `/admin/template-proposal?business_type=${seg(businessType)}`,
  },
  subscriptions: {
    plans: '/subscriptions/plans',
  },
} as const;
