/**
 * schema.org JobPosting for a vacancy page (spec point 3's vacancy), so job boards and search
 * engines read the job: title, description, date, type, place and who hires.
 */
export interface VacancyForJsonLd {
  title: string;
  postDate: string;
  description: string;
  jobDescription?: string;
  jobBenefits?: string;
  employmentTypeCode?: string | null;
  jobAddress?: { streetAddress?: string | null; postalCode?: string | null; locality: string; country: string } | null;
}

const EMPLOYMENT_TYPES = new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']);

export function jobPostingJsonLd(vacancy: VacancyForJsonLd, hiringOrganization: string): Record<string, unknown> {
  const address = vacancy.jobAddress;
  const code = vacancy.employmentTypeCode ?? '';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    // JobPosting's description may hold HTML: the whole posting, as the page shows it.
    description: [vacancy.description, vacancy.jobDescription, vacancy.jobBenefits].filter(Boolean).join(''),
    datePosted: vacancy.postDate.slice(0, 10),
    ...(EMPLOYMENT_TYPES.has(code) ? { employmentType: code } : {}),
    hiringOrganization: { '@type': 'Organization', name: hiringOrganization },
    ...(address
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(address.streetAddress ? { streetAddress: address.streetAddress } : {}),
              ...(address.postalCode ? { postalCode: address.postalCode } : {}),
              addressLocality: address.locality,
              addressCountry: address.country,
            },
          },
        }
      : {}),
  };
}
