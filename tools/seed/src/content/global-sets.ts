import type { NewContentEntry } from '@bike/server/content';
import { entryRows, image, translate, type Tr } from './seed-helpers';

interface GlobalTexts {
  social: [string, string, string, string];
  recommendations: [string, string, string][];
  newsletter: { title: string; text: string; optinText: string; privacyText: string; successText: string };
}

const TEXTS: Tr<GlobalTexts> = {
  en: {
    social: ['Photos', 'Videos', 'Club rides', 'Community'],
    recommendations: [['Book a bike fitting', 'Find your ideal position with a fitter near you.', '/bikefitting'], ['Register your bike', 'Extend your frame warranty from 2 to 5 years.', '/bike-registration'], ['Find a dealer', 'Test ride, pick up and service near you.', '/dealers']],
    newsletter: { title: 'Join the {brand} newsletter', text: 'New bikes, rides and stories, once a month.', optinText: 'Yes, send me the newsletter. I can unsubscribe at any time.', privacyText: 'We use your email address only for the newsletter. Read our privacy policy.', successText: 'Thank you! Check your inbox to confirm your subscription.' },
  },
  de: {
    social: ['Fotos', 'Videos', 'Vereinsausfahrten', 'Community'],
    recommendations: [['Bikefitting buchen', 'Finde deine ideale Position bei einem Fitter in deiner Nähe.', '/bikefitting'], ['Rad registrieren', 'Verlängere deine Rahmengarantie von 2 auf 5 Jahre.', '/bike-registration'], ['Händler finden', 'Probefahrt, Abholung und Service in deiner Nähe.', '/dealers']],
    newsletter: { title: 'Der {brand} Newsletter', text: 'Neue Räder, Touren und Geschichten, einmal im Monat.', optinText: 'Ja, schickt mir den Newsletter. Ich kann mich jederzeit abmelden.', privacyText: 'Wir nutzen deine E-Mail-Adresse nur für den Newsletter. Lies unsere Datenschutzerklärung.', successText: 'Danke! Bitte bestätige dein Abonnement in deinem Postfach.' },
  },
  es: {
    social: ['Fotos', 'Vídeos', 'Salidas del club', 'Comunidad'],
    recommendations: [['Reserva un bike fitting', 'Encuentra tu posición ideal con un especialista cercano.', '/bikefitting'], ['Registra tu bici', 'Amplía la garantía del cuadro de 2 a 5 años.', '/bike-registration'], ['Busca un distribuidor', 'Prueba, recogida y mantenimiento cerca de ti.', '/dealers']],
    newsletter: { title: 'Suscríbete al boletín de {brand}', text: 'Bicis nuevas, rutas e historias, una vez al mes.', optinText: 'Sí, enviadme el boletín. Puedo darme de baja en cualquier momento.', privacyText: 'Solo usamos tu correo para el boletín. Lee nuestra política de privacidad.', successText: '¡Gracias! Revisa tu correo para confirmar la suscripción.' },
  },
  fr: {
    social: ['Photos', 'Vidéos', 'Sorties du club', 'Communauté'],
    recommendations: [['Réservez une étude posturale', 'Trouvez votre position idéale avec un spécialiste près de chez vous.', '/bikefitting'], ['Enregistrez votre vélo', 'Prolongez la garantie du cadre de 2 à 5 ans.', '/bike-registration'], ['Trouvez un revendeur', 'Essai, retrait et entretien près de chez vous.', '/dealers']],
    newsletter: { title: 'La newsletter {brand}', text: 'Nouveaux vélos, sorties et histoires, une fois par mois.', optinText: 'Oui, envoyez-moi la newsletter. Je peux me désabonner à tout moment.', privacyText: 'Nous utilisons votre adresse e-mail uniquement pour la newsletter. Lisez notre politique de confidentialité.', successText: 'Merci ! Vérifiez votre boîte mail pour confirmer votre abonnement.' },
  },
  it: {
    social: ['Foto', 'Video', 'Uscite del club', 'Community'],
    recommendations: [['Prenota un bike fitting', 'Trova la posizione ideale con un biomeccanico vicino a te.', '/bikefitting'], ['Registra la tua bici', 'Estendi la garanzia del telaio da 2 a 5 anni.', '/bike-registration'], ['Trova un rivenditore', 'Prova, ritiro e assistenza vicino a te.', '/dealers']],
    newsletter: { title: 'La newsletter di {brand}', text: 'Nuove bici, uscite e storie, una volta al mese.', optinText: 'Sì, inviatemi la newsletter. Posso disiscrivermi in qualsiasi momento.', privacyText: 'Usiamo il tuo indirizzo email solo per la newsletter. Leggi la nostra informativa sulla privacy.', successText: 'Grazie! Controlla la tua casella per confermare l’iscrizione.' },
  },
  nl: {
    social: ['Foto’s', 'Video’s', 'Clubritten', 'Community'],
    recommendations: [['Boek een bikefitting', 'Vind je ideale houding bij een fitter in de buurt.', '/bikefitting'], ['Registreer je fiets', 'Verleng je framegarantie van 2 naar 5 jaar.', '/bike-registration'], ['Vind een dealer', 'Proefrit, afhalen en onderhoud in de buurt.', '/dealers']],
    newsletter: { title: 'Schrijf je in voor de {brand} nieuwsbrief', text: 'Nieuwe fietsen, ritten en verhalen, één keer per maand.', optinText: 'Ja, stuur me de nieuwsbrief. Ik kan me op elk moment uitschrijven.', privacyText: 'We gebruiken je e-mailadres alleen voor de nieuwsbrief. Lees ons privacybeleid.', successText: 'Bedankt! Bevestig je inschrijving via de mail in je inbox.' },
  },
};

/** Platform keys are generic (the UI maps them to icons); links point at placeholder addresses. */
const SOCIAL_KEYS = ['photos', 'videos', 'rides', 'community'];

export function globalSetRows(): NewContentEntry[] {
  const sets: [number, string, (t: GlobalTexts) => Record<string, unknown>][] = [
    [30001, 'socialMedia', (t) => ({ platforms: SOCIAL_KEYS.map((platform, i) => ({ platform, label: t.social[i], url: `https://social.example.com/{brand}/${platform}` })) })],
    [30002, 'footer', (t) => ({ recommendations: t.recommendations.map(([title, text, url]) => ({ title, text, url })), footerImage: image('footer', t.recommendations[0][0]) })],
    [30003, 'settings', () => ({ websiteColor: '#1f3a2e' })],
    [30004, 'newsletterOptin', (t) => ({ ...t.newsletter })],
  ];
  return sets.flatMap(([id, handle, data]) =>
    entryRows('globalSet', id, { section: handle, slug: handle }, translate(TEXTS, (t) => ({ title: handle, data: data(t) }))),
  );
}
