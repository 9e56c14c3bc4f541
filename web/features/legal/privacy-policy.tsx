import type { Lang } from "@shared/contract/common.ts";
import { LOG_RETENTION_DAYS } from "@shared/log-retention.ts";
import { addressLines, restaurant } from "@shared/restaurant.ts";
import { hostOf } from "@shared/restaurant-profile.ts";
import { useProfile } from "~/lib/profile/use-profile";
import { useLegalProfile } from "~/lib/profile/use-legal-profile";
import { useI18n } from "~/lib/i18n/i18n";
import { LANG_COOKIE } from "@shared/language-rule.ts";
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from "@shared/device-cookie.ts";
import { LANG_COOKIE_DAYS, LANG_STORAGE_KEY } from "~/lib/i18n/language";
import { ExternalLink } from "~/ui/external-link";

/** The profile's legal data as this text names it. */
function useLegal() {
  const { providers } = useProfile();
  const legal = useLegalProfile();
  return {
    ...legal,
    hosting: { name: legal.hostingName, address: legal.hostingAddress },
    emailProvider: { name: legal.emailProviderName, address: legal.emailProviderAddress },
    dataProtectionAuthority: restaurant.dataProtectionAuthority,
    orderingProvider: {
      name: providers.providerName,
      host: hostOf(providers.reservation || providers.pickup || providers.voucher),
    },
  };
}
const OSMF_PRIVACY = "https://osmfoundation.org/wiki/Privacy_Policy";
const OSMF_ADDRESS =
  "OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, United Kingdom";
/** The content delivery network the OSMF serves its map tiles through (OSMF's privacy FAQ for tile users). */
const TILE_CDN = "Fastly, Inc. (San Francisco, USA)";
/** Where anyone can check that a US company is still certified under the EU-US Data Privacy Framework. */
const DPF_LIST = "https://www.dataprivacyframework.gov/list";
/** Where React Router's scroll restoration keeps the positions for the back button (session storage). */
const SCROLL_KEY = "react-router-scroll-positions";
/** When this text last changed. */
const AS_OF = { de: "November 2026", en: "November 2026" };

/**
 * The privacy policy (Art. 13 GDPR), describing exactly what this site does: no tracking, nothing
 * from third parties while a page loads, a language cookie only after a choice, the map only
 * after a click. Everything that depends on the restaurant comes from the restaurant profile, the
 * log retention from shared/log-retention.ts (which deploy/ makes true); German is binding,
 * English translates it.
 */
export function PrivacyPolicy({ lang, visitCounting }: { lang: Lang; visitCounting: boolean }) {
  return lang === "de" ? (
    <PrivacyDe visitCounting={visitCounting} />
  ) : (
    <PrivacyEn visitCounting={visitCounting} />
  );
}

/** The visit counting (server/features/visits/), described only while the server counts. */
function VisitCountingDe() {
  return (
    <>
      <h3>Zählung der Besuche, ohne Cookies</h3>
      <p>
        Um zu erfahren, wie unsere Website genutzt wird, zählt unser eigener Server beim Aufruf
        einer Seite: welche Seite in welcher Sprache aufgerufen wurde, von welcher Art Website Sie
        kamen (z. B. Google, Google Maps, Instagram, Facebook, andere Website, direkt oder über den
        QR-Code unserer Tischaufsteller), ob Sie ein Smartphone, Tablet oder einen Computer nutzen,
        ob Sie die Links zu Bestellung, Reservierung oder Gutschein anklicken und ob Sie die
        Speisekarte als PDF laden. Suchmaschinen-Bots und Vorabrufe des Browsers werden nicht
        gezählt.
      </p>
      <p>
        Um Besucher eines Tages nur einmal zu zählen, bildet der Server aus Ihrer IP-Adresse und
        Ihrer Browserkennung mit einem geheimen Zufallsschlüssel eine Prüfsumme. Der Schlüssel liegt
        nur im Arbeitsspeicher und wird um Mitternacht verworfen; die Prüfsumme wird nirgends
        gespeichert, sodass sich Besuche verschiedener Tage nicht verbinden lassen.{" "}
        <strong>
          Gespeichert werden nur Tagessummen (z. B. „120 Aufrufe der Speisekarte“), keine
          IP-Adressen, keine Browserkennungen und nichts, was sich auf Sie beziehen ließe.
        </strong>{" "}
        Es wird kein Cookie gesetzt und nichts auf Ihrem Gerät gespeichert; kein Dritter erhält
        Daten. Die Tagessummen werden nach zwei Jahren gelöscht.
      </p>
      <p>
        Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin,
        unser Angebot zu verbessern und zu erfahren, ob etwa die QR-Codes genutzt werden. Sie können
        der Verarbeitung nach Art. 21 DSGVO widersprechen (Abschnitt „Ihre Rechte“).
      </p>
    </>
  );
}

function VisitCountingEn() {
  return (
    <>
      <h3>Counting visits, without cookies</h3>
      <p>
        To learn how our website is used, our own server counts when a page is requested: which page
        in which language, what kind of site you came from (e.g. Google, Google Maps, Instagram,
        Facebook, another website, directly or through the QR code on our table cards), whether you
        use a phone, tablet or computer, whether you click the links to ordering, reservations or
        vouchers, and whether you download the menu as a PDF. Search engine bots and the browser's
        prefetches are not counted.
      </p>
      <p>
        To count a day's visitors only once, the server makes a checksum of your IP address and your
        browser's identification with a secret random key. The key is kept in memory only and thrown
        away at midnight; the checksum is not stored anywhere, so visits on different days cannot be
        linked.{" "}
        <strong>
          Only daily totals are stored (e.g. "120 views of the menu"): no IP addresses, no browser
          identifications, nothing that could relate to you.
        </strong>{" "}
        No cookie is set and nothing is stored on your device; no third party receives data. The
        daily totals are deleted after two years.
      </p>
      <p>
        The legal basis is Art. 6 (1) (f) GDPR; our legitimate interest is improving our offer and
        learning, for instance, whether the QR codes are used. You may object under Art. 21 GDPR
        (see "Your rights").
      </p>
    </>
  );
}

function Controller({ country, phone, email }: { country: string; phone: string; email: string }) {
  const profile = useProfile();
  const { operator } = useLegalProfile();
  return (
    <address>
      {operator}
      <br />
      {[...addressLines(profile.address), country].join(", ")}
      {profile.phone && (
        <>
          <br />
          {phone}: <a href={profile.phone.href}>{profile.phone.display}</a>
        </>
      )}
      {profile.contact.email && (
        <>
          <br />
          {email}: <a href={`mailto:${profile.contact.email}`}>{profile.contact.email}</a>
        </>
      )}
    </address>
  );
}

function PrivacyMail() {
  const legal = useLegal();
  return <a href={`mailto:${legal.privacyEmail}`}>{legal.privacyEmail}</a>;
}

function EmailProvider() {
  const legal = useLegal();
  return (
    <>
      {legal.emailProvider.name}, {legal.emailProvider.address}
    </>
  );
}

function Authority() {
  const legal = useLegal();
  return (
    <address>
      {legal.dataProtectionAuthority.name}
      <br />
      {legal.dataProtectionAuthority.address}
      <br />
      <ExternalLink href={legal.dataProtectionAuthority.url}>
        {legal.dataProtectionAuthority.url.replace(/^https:\/\//, "")}
      </ExternalLink>
    </address>
  );
}

function PrivacyDe({ visitCounting }: { visitCounting: boolean }) {
  const { t } = useI18n();
  const legal = useLegal();
  return (
    <>
      <h2>1. Das Wichtigste in Kürze</h2>
      <ul>
        <li>
          Wir verwenden keine Analyse-, Tracking- oder Werbedienste
          {visitCounting ? " Dritter" : ""} und keine Social-Media-Plugins.
          {visitCounting &&
            " Besuche zählt unser eigener Server, ohne Cookies und ohne etwas über Sie zu speichern (Abschnitt 3)."}
        </li>
        <li>
          Beim Aufruf unserer Seiten lädt Ihr Browser ausschließlich Inhalte von unserem eigenen
          Server – auch Schriften, Symbole, Bilder und Videos. Es werden keine Daten an Dritte
          übertragen.
        </li>
        <li>
          Wir setzen kein Cookie, solange Sie nicht selbst eine Sprache auswählen oder sich als
          Mitarbeiterin oder Mitarbeiter anmelden.
        </li>
        <li>
          Die Karte von OpenStreetMap wird erst geladen, wenn Sie das ausdrücklich per Klick
          verlangen.
        </li>
        <li>Unser Server protokolliert Ihre IP-Adresse nicht.</li>
      </ul>

      <h2>2. Verantwortlicher</h2>
      <p>
        Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website (Art. 4 Nr. 7
        DSGVO) ist:
      </p>
      <Controller country="Deutschland" phone="Telefon" email="E-Mail" />
      <p>Vertreten durch die Geschäftsführung: {legal.representatives}</p>
      <p>
        Für alle Fragen zum Datenschutz erreichen Sie uns unter <PrivacyMail />. Einen
        Datenschutzbeauftragten haben wir nicht benannt, da wir hierzu gesetzlich nicht verpflichtet
        sind.
      </p>

      <h2>3. Aufruf der Website und Server-Protokolle</h2>
      <p>
        Damit Ihr Browser eine Seite anzeigen kann, muss er sie bei unserem Server anfragen. Dabei
        werden technisch zwangsläufig Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse
        sowie Angaben Ihres Browsers (z. B. Browsertyp und Sprache) übermittelt. Diese Daten
        verwenden wir nur, um die angefragte Seite auszuliefern.
      </p>
      <p>
        Unsere Server-Anwendung schreibt zu jeder Anfrage eine Protokollzeile mit genau diesen
        Angaben: Zeitpunkt, Anfragemethode (z. B. GET), aufgerufener Pfad ohne Parameter,
        Statuscode, Bearbeitungsdauer und eine zufällige Kennung der Anfrage.{" "}
        <strong>
          Ihre IP-Adresse, Ihre Browserkennung und die zuvor besuchte Seite werden nicht
          protokolliert.
        </strong>{" "}
        Die Protokolle dienen der Fehlersuche und der Sicherheit des Betriebs und werden nach
        spätestens {LOG_RETENTION_DAYS} Tagen automatisch gelöscht.
      </p>
      <p>
        Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der
        sicheren und fehlerfreien Bereitstellung der Website. Die Übertragung erfolgt verschlüsselt
        (HTTPS).
      </p>
      {visitCounting && <VisitCountingDe />}

      <h3>Hosting</h3>
      <p>
        Die Website wird betrieben bei: {legal.hosting.name}, {legal.hosting.address}. Der Anbieter
        verarbeitet die oben genannten Daten ausschließlich in unserem Auftrag und nach unseren
        Weisungen; mit ihm besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.
      </p>

      <h2>4. Spracheinstellung: Cookie und Speicher im Browser</h2>
      <p>
        Beim Besuch unserer Website setzen wir <strong>kein Cookie</strong> und speichern nichts
        dauerhaft in Ihrem Browser. Erst wenn Sie über die Schaltflächen „DE“ oder „EN“ selbst eine
        Sprache wählen, speichern wir diese Wahl, damit die Seiten bei Ihrem nächsten Besuch in
        Ihrer Sprache erscheinen:
      </p>
      <ul>
        <li>
          ein Cookie namens <code>{LANG_COOKIE}</code> mit dem Wert <code>de</code> oder{" "}
          <code>en</code>, nur für unsere eigene Website, Speicherdauer{" "}
          {LANG_COOKIE_DAYS / 365 === 1 ? "ein Jahr" : `${LANG_COOKIE_DAYS} Tage`};
        </li>
        <li>
          derselbe Wert im lokalen Speicher Ihres Browsers (Local Storage) unter dem Schlüssel{" "}
          <code>{LANG_STORAGE_KEY}</code>, bis Sie ihn löschen.
        </li>
      </ul>
      <p>
        Diese Angaben enthalten nichts außer der gewählten Sprache und werden an niemanden
        weitergegeben. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG (die Speicherung ist für den von
        Ihnen ausdrücklich gewünschten Dienst – die Anzeige in Ihrer Sprache – unbedingt
        erforderlich) und Art. 6 Abs. 1 lit. f DSGVO. Sie können Cookie und lokalen Speicher
        jederzeit in den Einstellungen Ihres Browsers löschen. Eine Adresse mit{" "}
        <code>?lang=de</code> oder <code>?lang=en</code> zeigt eine Sprache an, ohne etwas zu
        speichern.
      </p>
      <p>
        Damit die Zurück-Schaltfläche Sie wieder an die zuletzt gelesene Stelle bringt, merkt sich
        Ihr Browser beim Wechsel zwischen unseren Seiten deren Scrollpositionen im Sitzungsspeicher
        (Session Storage, Schlüssel <code>{SCROLL_KEY}</code>). Diese Angaben verlassen Ihr Gerät
        nie und werden beim Schließen des Tabs gelöscht (§ 25 Abs. 2 Nr. 2 TDDDG).
      </p>

      <h2>5. Schriften, Symbole und Medien</h2>
      <p>
        Schriftarten, Symbole, Bilder, Videos und die Speisekarte als PDF liegen auf unserem eigenen
        Server. Beim Aufruf unserer Seiten werden keine Inhalte von Drittanbietern wie
        Schriften-Diensten oder Content-Delivery-Networks nachgeladen; zur Karte, die Sie selbst
        laden können, siehe Abschnitt 6.
      </p>

      <h2>6. Karte (OpenStreetMap) – nur nach Ihrem Klick</h2>
      <p>
        Auf der Startseite zeigen wir auf Wunsch eine Karte mit unserem Standort. Sie wird{" "}
        <strong>nicht automatisch</strong> geladen. Erst wenn Sie auf die Schaltfläche „
        {t("visit.loadMap")}“ klicken, lädt Ihr Browser die Karte von den Servern der {OSMF_ADDRESS}
        . Dabei werden insbesondere Ihre IP-Adresse, Datum und Uhrzeit, der angefragte
        Kartenausschnitt, Angaben Ihres Browsers und die Herkunft der Anfrage (unsere Domain) an die
        OpenStreetMap Foundation übermittelt. Sie kann dabei auch Cookies oder ähnliche Techniken
        einsetzen. Einzelheiten finden Sie in der{" "}
        <ExternalLink href={OSMF_PRIVACY}>
          Datenschutzerklärung der OpenStreetMap Foundation
        </ExternalLink>
        .
      </p>
      <p>
        Die Kartenkacheln liefert die OpenStreetMap Foundation über das Content-Delivery-Network
        (CDN) der {TILE_CDN} aus. Welcher Server von Fastly Ihre Anfrage beantwortet, ergibt sich
        aus dem Weg durch das Internet – meist ist es einer in Ihrer Nähe. Eine Übermittlung Ihrer
        Daten in die USA ist aber möglich.
      </p>
      <p>
        Rechtsgrundlage ist Ihre Einwilligung durch den Klick (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs.
        1 TDDDG). Die Einwilligung gilt nur für diesen Seitenaufruf; wir speichern sie nicht, beim
        nächsten Besuch ist die Karte wieder ausgeblendet. Sie können sie jederzeit mit Wirkung für
        die Zukunft widerrufen, indem Sie die Seite neu laden oder verlassen.
      </p>
      <p>
        Für das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der EU-Kommission (Art.
        45 DSGVO). Für die USA gilt der Angemessenheitsbeschluss zum EU-US Data Privacy Framework
        (Art. 45 DSGVO) für Unternehmen, die danach zertifiziert sind; Fastly hat sich danach selbst
        zertifiziert. Ob die Zertifizierung noch gilt, können Sie in der{" "}
        <ExternalLink href={DPF_LIST}>Liste des US-Handelsministeriums</ExternalLink> nachsehen.
      </p>
      <p>
        Die Links „{t("visit.openInMaps")}“ und „{t("contact.route")}“ sind gewöhnliche Links: Erst
        wenn Sie einen davon anklicken, öffnet sich OpenStreetMap in einem neuen Tab, und es gilt
        die Datenschutzerklärung der OpenStreetMap Foundation.
      </p>

      <h2>7. Bestellung, Reservierung und Gutscheine</h2>
      <p>
        Abholung, Tischreservierung und Gutscheine bieten wir über {legal.orderingProvider.name} (
        {legal.orderingProvider.host}) an. Die Links dorthin laden beim Seitenaufruf nichts; erst
        wenn Sie einen davon anklicken, öffnet sich die Seite des Anbieters in einem neuen Tab, ohne
        dass Ihr Browser mitteilt, von welcher unserer Seiten Sie kommen. Für die Daten, die Sie
        dort eingeben, gilt die Datenschutzerklärung des Anbieters.
      </p>

      <h2>8. Kontakt per E-Mail oder Telefon</h2>
      <p>
        Wenn Sie uns anrufen oder schreiben, verarbeiten wir Ihre Angaben (z. B. Name,
        E-Mail-Adresse oder Telefonnummer und Ihr Anliegen), um Ihre Anfrage zu beantworten – bei
        Anfragen zu einem Besuch oder einer Feier nach Art. 6 Abs. 1 lit. b DSGVO, im Übrigen nach
        Art. 6 Abs. 1 lit. f DSGVO. Wir löschen die Angaben, sobald sie dafür nicht mehr
        erforderlich sind und keine gesetzlichen Aufbewahrungspflichten entgegenstehen.
      </p>
      <p>
        E-Mails an uns empfängt und speichert unser E-Mail-Anbieter in unserem Auftrag und nach
        unseren Weisungen (Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO): <EmailProvider />.
      </p>

      <h2>9. Verwaltungsbereich für Mitarbeitende</h2>
      <p>
        Der Bereich <code>/admin</code> ist nur für unsere Mitarbeitenden bestimmt. Bei der
        Anmeldung verarbeiten wir E-Mail-Adresse und Passwort; das Passwort speichern wir nur als
        sicheren Hash-Wert. Nach der Anmeldung liegt ein zufälliger Sitzungsschlüssel im lokalen
        Speicher des Browsers (Schlüssel <code>token</code>), auf dem Server nur als Hash-Wert mit
        Anlege- und Nutzungszeitpunkt. Eine Sitzung endet mit der Abmeldung, standardmäßig nach 12
        Stunden ohne Nutzung und spätestens nach 7 Tagen. Zum Schutz vor dem Erraten von Passwörtern
        merkt sich der Server fehlgeschlagene Anmeldeversuche je IP-Adresse, E-Mail-Adresse und
        Gerät für höchstens 15 Minuten im Arbeitsspeicher. Nur nach einer erfolgreichen Anmeldung
        setzen wir dazu ein Cookie namens <code>{DEVICE_COOKIE}</code>, das der Browser nur bei der
        Anmeldung zurücksendet: Es enthält eine zufällige Kennung, die interne Kennung des Kontos,
        den Zeitpunkt und eine Signatur und weist den Browser als bekanntes Gerät aus, damit
        Fehlversuche anderer Sie nicht aussperren. Speicherdauer {DEVICE_COOKIE_DAYS} Tage; auf dem
        Server wird dazu nichts dauerhaft gespeichert. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und
        f DSGVO, für das Cookie § 25 Abs. 2 Nr. 2 TDDDG.
      </p>

      <h2>10. Empfänger und Drittländer</h2>
      <p>
        Empfänger personenbezogener Daten sind unsere Auftragsverarbeiter: der Hosting-Anbieter{" "}
        {legal.hosting.name} (Abschnitt 3) und der E-Mail-Anbieter {legal.emailProvider.name}{" "}
        (Abschnitt 8). Wenn Sie die Karte laden, erhalten außerdem die OpenStreetMap Foundation und
        deren CDN-Anbieter Fastly Ihre Daten (Abschnitt 6); nur dann gelangen Daten in Drittländer:
        in das Vereinigte Königreich und möglicherweise in die USA. Eine automatisierte
        Entscheidungsfindung einschließlich Profiling findet nicht statt.
      </p>

      <h2>11. Ihre Rechte</h2>
      <p>Sie haben gegenüber uns das Recht auf</p>
      <ul>
        <li>Auskunft über Ihre bei uns gespeicherten Daten (Art. 15 DSGVO),</li>
        <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
        <li>Löschung (Art. 17 DSGVO),</li>
        <li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
        <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
        <li>
          <strong>Widerspruch</strong> gegen Verarbeitungen, die auf Art. 6 Abs. 1 lit. f DSGVO
          beruhen, aus Gründen, die sich aus Ihrer besonderen Situation ergeben (Art. 21 DSGVO),
        </li>
        <li>
          Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).
        </li>
      </ul>
      <p>
        Schreiben Sie uns dazu einfach an <PrivacyMail />. Außerdem können Sie sich bei einer
        Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), zum Beispiel bei der für uns
        zuständigen:
      </p>
      <Authority />

      <h2>12. Stand</h2>
      <p>
        Diese Datenschutzerklärung hat den Stand {AS_OF.de}. Sie beschreibt die Website, wie sie
        heute ist; ändert sich etwas, passen wir sie an.
      </p>
    </>
  );
}

function PrivacyEn({ visitCounting }: { visitCounting: boolean }) {
  const { t } = useI18n();
  const legal = useLegal();
  return (
    <>
      <h2>1. In short</h2>
      <ul>
        <li>
          We use no {visitCounting ? "third-party " : ""}analytics, tracking or advertising services
          and no social media plugins.
          {visitCounting &&
            " Our own server counts visits, without cookies and without storing anything about you (section 3)."}
        </li>
        <li>
          When you open our pages, your browser loads content from our own server only – fonts,
          icons, pictures and videos included. No data is passed to third parties.
        </li>
        <li>We set no cookie unless you choose a language yourself or sign in as staff.</li>
        <li>The OpenStreetMap map is loaded only when you ask for it with a click.</li>
        <li>Our server does not log your IP address.</li>
      </ul>

      <h2>2. Controller</h2>
      <p>
        The controller responsible for processing personal data on this website (Art. 4 (7) GDPR)
        is:
      </p>
      <Controller country="Germany" phone="Phone" email="E-mail" />
      <p>Represented by the managing director: {legal.representatives}</p>
      <p>
        For any question about data protection, write to <PrivacyMail />. We have not appointed a
        data protection officer, as we are not legally required to.
      </p>

      <h2>3. Visiting the website and server logs</h2>
      <p>
        For your browser to show a page, it has to request it from our server. This necessarily
        transmits your IP address, the date and time, the address requested and information about
        your browser (such as its type and language). We use these data only to deliver the page
        requested.
      </p>
      <p>
        Our server application writes one log line per request with exactly these details: time,
        request method (such as GET), the path requested without parameters, status code, processing
        time and a random request id.{" "}
        <strong>
          Your IP address, your browser identification and the page you came from are not logged.
        </strong>{" "}
        The logs serve troubleshooting and secure operation and are deleted automatically after{" "}
        {LOG_RETENTION_DAYS} days at the latest.
      </p>
      <p>
        The legal basis is Art. 6 (1) (f) GDPR; our legitimate interest is providing the website
        securely and without errors. The connection is encrypted (HTTPS).
      </p>
      {visitCounting && <VisitCountingEn />}

      <h3>Hosting</h3>
      <p>
        The website is hosted by: {legal.hosting.name}, {legal.hosting.address}. The provider
        processes the data above solely on our behalf and on our instructions, under a data
        processing agreement according to Art. 28 GDPR.
      </p>

      <h2>4. Language setting: cookie and browser storage</h2>
      <p>
        When you visit our website, we set <strong>no cookie</strong> and store nothing lasting in
        your browser. Only when you choose a language yourself with the “DE” or “EN” buttons do we
        remember that choice, so the pages appear in your language on your next visit:
      </p>
      <ul>
        <li>
          a cookie named <code>{LANG_COOKIE}</code> with the value <code>de</code> or{" "}
          <code>en</code>, for our own website only, kept for{" "}
          {LANG_COOKIE_DAYS / 365 === 1 ? "one year" : `${LANG_COOKIE_DAYS} days`};
        </li>
        <li>
          the same value in your browser’s local storage under the key{" "}
          <code>{LANG_STORAGE_KEY}</code>, until you delete it.
        </li>
      </ul>
      <p>
        These hold nothing but the language chosen and are passed to no one. The legal basis is § 25
        (2) no. 2 TDDDG (the storage is strictly necessary for the service you explicitly asked for
        – showing the site in your language) and Art. 6 (1) (f) GDPR. You can delete the cookie and
        local storage at any time in your browser’s settings. An address with <code>?lang=de</code>{" "}
        or <code>?lang=en</code> shows a language without storing anything.
      </p>
      <p>
        So that the back button returns you to where you were reading, your browser keeps the scroll
        positions of our pages you moved between in its session storage (key{" "}
        <code>{SCROLL_KEY}</code>). These never leave your device and are deleted when you close the
        tab (§ 25 (2) no. 2 TDDDG).
      </p>

      <h2>5. Fonts, icons and media</h2>
      <p>
        Fonts, icons, pictures, videos and the menu as a PDF are stored on our own server. When you
        open our pages, nothing is loaded from third parties such as font services or content
        delivery networks; for the map, which you can load yourself, see section 6.
      </p>

      <h2>6. Map (OpenStreetMap) – only after your click</h2>
      <p>
        On the home page we show a map with our location if you wish. It is{" "}
        <strong>not loaded automatically</strong>. Only when you click the button “
        {t("visit.loadMap")}” does your browser load the map from the servers of the {OSMF_ADDRESS}.
        This transmits in particular your IP address, the date and time, the map area requested,
        information about your browser and the origin of the request (our domain) to the
        OpenStreetMap Foundation, which may also use cookies or similar techniques. For details see
        the{" "}
        <ExternalLink href={OSMF_PRIVACY}>
          privacy policy of the OpenStreetMap Foundation
        </ExternalLink>
        .
      </p>
      <p>
        The OpenStreetMap Foundation delivers the map tiles through the content delivery network
        (CDN) of {TILE_CDN}. Which Fastly server answers your request depends on the route through
        the internet – usually it is one near you. But a transfer of your data to the USA is
        possible.
      </p>
      <p>
        The legal basis is the consent you give by clicking (Art. 6 (1) (a) GDPR, § 25 (1) TDDDG).
        It applies to that page view only; we do not store it, and on your next visit the map is
        hidden again. You can withdraw it at any time with effect for the future by reloading or
        leaving the page.
      </p>
      <p>
        For the United Kingdom there is an adequacy decision of the European Commission (Art. 45
        GDPR). For the USA, the adequacy decision on the EU-US Data Privacy Framework (Art. 45 GDPR)
        covers companies certified under it; Fastly has self-certified under it. You can check that
        the certification still holds in the{" "}
        <ExternalLink href={DPF_LIST}>US Department of Commerce’s list</ExternalLink>.
      </p>
      <p>
        The links “{t("visit.openInMaps")}” and “{t("contact.route")}” are plain links: only when
        you click one does OpenStreetMap open in a new tab, and the OpenStreetMap Foundation’s
        privacy policy applies.
      </p>

      <h2>7. Ordering, reservations and vouchers</h2>
      <p>
        Pickup orders, table reservations and vouchers are provided through{" "}
        {legal.orderingProvider.name} ({legal.orderingProvider.host}). The links to it load nothing
        when a page opens; only when you click one does the provider’s page open in a new tab,
        without your browser telling it which of our pages you came from. The provider’s privacy
        policy applies to the data you enter there.
      </p>

      <h2>8. Contact by e-mail or phone</h2>
      <p>
        When you call or write to us, we process your details (such as your name, e-mail address or
        phone number and your request) to answer you – for requests about a visit or a celebration
        under Art. 6 (1) (b) GDPR, otherwise under Art. 6 (1) (f) GDPR. We delete them as soon as
        they are no longer needed for this and no statutory retention period applies.
      </p>
      <p>
        E-mails to us are received and stored by our e-mail provider on our behalf and on our
        instructions (data processing agreement under Art. 28 GDPR): <EmailProvider />.
      </p>

      <h2>9. Admin area for staff</h2>
      <p>
        The <code>/admin</code> area is for our staff only. Signing in processes the e-mail address
        and password; the password is stored only as a secure hash. After signing in, a random
        session key is kept in the browser’s local storage (key <code>token</code>) and on the
        server only as a hash with the times it was created and last used. A session ends on logout,
        by default after 12 hours without use, and after 7 days at the latest. To protect against
        password guessing, the server remembers failed sign-in attempts per IP address, e-mail
        address and device for at most 15 minutes, in memory only. Only after a successful sign-in
        do we set a cookie named <code>{DEVICE_COOKIE}</code> for this, which the browser sends back
        only when signing in: it holds a random identifier, the account’s internal identifier, the
        time and a signature, and marks the browser as a known device, so that others’ failed
        attempts do not lock you out. It is kept for {DEVICE_COOKIE_DAYS} days; the server stores
        nothing lasting for it. The legal basis is Art. 6 (1) (b) and (f) GDPR, for the cookie § 25
        (2) no. 2 TDDDG.
      </p>

      <h2>10. Recipients and third countries</h2>
      <p>
        The recipients of personal data are our processors: the hosting provider{" "}
        {legal.hosting.name} (section 3) and the e-mail provider {legal.emailProvider.name} (section
        8). If you load the map, the OpenStreetMap Foundation and its CDN provider Fastly receive
        your data too (section 6); only then do data reach third countries: the United Kingdom and
        possibly the USA. There is no automated decision-making, including profiling.
      </p>

      <h2>11. Your rights</h2>
      <p>You have the right to</p>
      <ul>
        <li>access the data we hold about you (Art. 15 GDPR),</li>
        <li>rectification of inaccurate data (Art. 16 GDPR),</li>
        <li>erasure (Art. 17 GDPR),</li>
        <li>restriction of processing (Art. 18 GDPR),</li>
        <li>data portability (Art. 20 GDPR),</li>
        <li>
          <strong>object</strong> to processing based on Art. 6 (1) (f) GDPR on grounds relating to
          your particular situation (Art. 21 GDPR),
        </li>
        <li>withdraw consent with effect for the future (Art. 7 (3) GDPR).</li>
      </ul>
      <p>
        Just write to <PrivacyMail />. You also have the right to lodge a complaint with a data
        protection supervisory authority (Art. 77 GDPR), for example the one responsible for us:
      </p>
      <Authority />

      <h2>12. Last updated</h2>
      <p>
        This privacy policy was last updated in {AS_OF.en}. It describes the website as it is today;
        when something changes, we update it.
      </p>
    </>
  );
}
