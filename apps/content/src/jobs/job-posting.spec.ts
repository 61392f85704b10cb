import { jobPostingJsonLd } from './job-posting';

const vacancy = {
  title: 'Fietsmecanicien', postDate: '2025-03-10T08:00:00Z', description: 'Fietsen bouwen.', jobDescription: '<ul><li>Monteren</li></ul>',
  jobBenefits: '<ul><li>Een fiets naar keuze</li></ul>', employmentTypeCode: 'FULL_TIME',
  jobAddress: { streetAddress: 'Industrieweg 12', postalCode: '3580', locality: 'Beringen', country: 'BE' },
};

describe('jobPostingJsonLd', () => {
  it('describes the job as schema.org JobPosting wants it', () => {
    expect(jobPostingJsonLd(vacancy, 'Ardenne Cycles')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Fietsmecanicien',
      description: 'Fietsen bouwen.<ul><li>Monteren</li></ul><ul><li>Een fiets naar keuze</li></ul>',
      datePosted: '2025-03-10',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Ardenne Cycles' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: 'Industrieweg 12', postalCode: '3580', addressLocality: 'Beringen', addressCountry: 'BE' } },
    });
  });

  it('leaves out an unknown employment type and a missing address rather than inventing them', () => {
    const ld = jobPostingJsonLd({ ...vacancy, employmentTypeCode: 'Voltijds', jobAddress: null }, 'Brabo');
    expect(ld).not.toHaveProperty('employmentType');
    expect(ld).not.toHaveProperty('jobLocation');
  });
});
