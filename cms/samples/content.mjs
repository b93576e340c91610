// Sample blog content for the local CMS (cms/samples/add-samples.mjs).
// Plain data only: no imports, no side effects.

/** Blog categories. */
export const categories = [
  { slug: "engineering", name: "Engineering" },
  { slug: "design", name: "Design" },
  { slug: "mobile", name: "Mobile" },
  { slug: "business", name: "Business" },
  { slug: "security", name: "Security" },
];

/** Inline images used inside post bodies; add-samples.mjs generates and uploads them. */
export const inlineImages = [
  {
    key: "release-pipeline",
    title: "Release pipeline overview",
    description:
      "A left-to-right pipeline: commit, automated checks, preview environment, staging and production behind a manual approval gate.",
  },
  {
    key: "form-flow",
    title: "Three-step intake form flow",
    description:
      "A multi-step form with a progress indicator, where optional questions are moved to a follow-up screen after submission.",
  },
  {
    key: "offline-sync",
    title: "Offline sync architecture",
    description:
      "A mobile app writing to a local database and an outbound change queue, with a background sync worker talking to the API.",
  },
  {
    key: "threat-model",
    title: "Data flow diagram with trust boundaries",
    description: "Browser, API, database and a third-party payment service, with dashed lines marking each trust boundary.",
  },
  {
    key: "estimate-range",
    title: "Estimate range over the project lifecycle",
    description:
      "A cone-shaped chart showing an estimate range narrowing from first conversation through discovery, design, build and launch.",
  },
];

export const posts = [
  {
    key: "cutting-react-javascript-in-half",
    title: "How we cut a React app's JavaScript in half",
    sub_title: "Measuring, splitting and trimming a dashboard bundle from 1.1 MB to 540 KB without rewriting a single feature.",
    category: "engineering",
    tags: ["performance", "react", "javascript"],
    status: "published",
    date_created: "2024-01-16T15:00:00.000Z",
    hero: { hue: 212, motif: "bars" },
    body: `<p>Last spring a logistics client asked us why their operations dashboard took almost eight seconds to become usable on the warehouse tablets. The answer was not mysterious: the app shipped 1.1 MB of compressed JavaScript on every route, including the login screen. Over three weeks we brought that down to 540 KB without rewriting a single feature. Here is what actually moved the needle.</p>
<h2>Measure before you cut</h2>
<p>We started with a bundle analyzer and a throttled performance profile on a mid-range Android tablet, not a developer laptop. Three things stood out:</p>
<ul>
<li>A charting library was imported in full on the root layout, even though only two reports used it.</li>
<li>A date library with every locale bundled accounted for 180 KB on its own.</li>
<li>Three different icon packs had crept in over two years of feature work.</li>
</ul>
<p>The <a href="https://web.dev/articles/reduce-javascript-payloads-with-code-splitting">web.dev guide to code splitting</a> is a good primer if these terms are new to your team.</p>
<h2>Split by route, then by interaction</h2>
<p>Route-level splitting gave us the biggest single win. React's lazy loading made it almost mechanical:</p>
<pre><code>import { lazy, Suspense } from "react";

const Reports = lazy(() =&gt; import("./routes/Reports"));

export function ReportsRoute() {
  return (
    &lt;Suspense fallback={&lt;Spinner /&gt;}&gt;
      &lt;Reports /&gt;
    &lt;/Suspense&gt;
  );
}</code></pre>
<p>We then deferred heavy widgets, such as the export dialog and the rich text editor, until the user actually opened them.</p>
<h2>Replace, don't just remove</h2>
<ol>
<li>We swapped the date library for the built-in <code>Intl.DateTimeFormat</code>, documented on <a href="https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Intl/DateTimeFormat">MDN</a>.</li>
<li>We consolidated icons into a single set and imported them individually.</li>
<li>We added a size budget to CI so the bundle cannot quietly grow back.</li>
</ol>
<h2>The result</h2>
<p>Time to interactive on the warehouse tablets dropped from 7.8 seconds to 3.1 seconds. More importantly, the team now treats bundle size like any other regression: visible, reviewed and owned. If you only do one thing after reading this, add a budget check to your pipeline. Preventing growth is far cheaper than the archaeology of shrinking it later.</p>`,
  },
  {
    key: "designing-forms-people-finish",
    title: "Designing forms people finish",
    sub_title: "Fewer fields, visible labels and kinder error messages took a healthcare intake form from 41% to 68% completion.",
    category: "design",
    tags: ["forms", "accessibility", "ux-research"],
    status: "published",
    date_created: "2024-02-06T16:20:00.000Z",
    hero: { hue: 28, motif: "grid" },
    body: `<p>Forms are where intent turns into revenue, and they are also where most users quietly give up. When we redesigned the intake flow for a regional healthcare provider, completion rose from 41% to 68%. None of the changes were glamorous. They were about respect for the person filling the form in.</p>
<h2>Ask for less</h2>
<p>Every field is a question the user has to think about. We audited each field with the client and asked who actually used the answer. A third of the fields had no owner downstream, so we removed them. The rest we sorted into "needed now" and "can be collected later".</p>
<img src="{{inline:form-flow}}" alt="Diagram of a three-step intake form with optional questions moved to a follow-up screen">
<h2>Make every field obvious</h2>
<ul>
<li>Use visible labels above inputs. Placeholder text disappears the moment someone starts typing.</li>
<li>Pick the right input type and <code>autocomplete</code> value so phones show the correct keyboard and browsers can fill known details.</li>
<li>Group related fields, and split long forms into short steps with a clear progress indicator.</li>
<li>Mark optional fields instead of required ones; most fields should be required anyway.</li>
</ul>
<p>The <a href="https://www.w3.org/WAI/tutorials/forms/">W3C forms tutorial</a> covers labelling and grouping in detail, and it is worth a read for designers and developers alike.</p>
<h2>Handle errors like a helpful person would</h2>
<p>Validation messages should say what went wrong and how to fix it, next to the field, in plain words. "Invalid input" helps nobody. "Enter a date like 03/14/1985" does. We validate when a field loses focus rather than on every keystroke, so users are not scolded halfway through typing their email address.</p>
<h3>Don't lose their work</h3>
<p>Nothing destroys trust faster than a form that clears itself after a server error. We persist drafts locally and restore them on reload, which also helps people who get interrupted by a phone call or a child.</p>
<h2>Test with real people</h2>
<p>We ran five moderated sessions with patients before launch. They found two confusing questions our team had read past dozens of times. Watching someone hesitate over a field is the fastest way to learn it needs rewriting, and it costs far less than losing a third of your applicants.</p>`,
  },
  {
    key: "offline-first-mobile-apps",
    title: "Offline-first mobile apps without tears",
    sub_title: "How we design data models, write queues and background sync so field apps keep working when the signal drops.",
    category: "mobile",
    tags: ["offline", "ios", "android", "performance"],
    status: "published",
    date_created: "2024-02-27T14:10:00.000Z",
    hero: { hue: 168, motif: "orbits" },
    body: `<p>Field technicians, delivery drivers and site inspectors do not work in places with perfect signal. If your app treats the network as always available, it will fail exactly when your users need it most. Offline-first design flips the assumption: the device is the source of truth for the user's session, and the server is something you sync with when you can.</p>
<h2>Start with the data model</h2>
<p>Most offline pain comes from bolting sync onto an app designed for live requests. Before writing screens, we decide:</p>
<ol>
<li>Which records each user needs on the device, and how much history.</li>
<li>Which actions can happen offline, and which must wait for the server, such as payments.</li>
<li>How conflicts are resolved when two people edit the same record.</li>
</ol>
<p>For most business apps, "last write wins per field" plus an audit log is enough. True collaborative editing needs heavier tools, and you should know early if you are in that territory.</p>
<h2>Queue writes, don't block on them</h2>
<img src="{{inline:offline-sync}}" alt="Architecture diagram showing a local database, an outbound change queue and a sync worker talking to the API">
<p>Every change the user makes goes into a local database and an outbound queue. A background worker drains the queue whenever connectivity returns:</p>
<pre><code>async function drainQueue(db, api) {
  const pending = await db.outbox.orderBy("createdAt").toArray();
  for (const change of pending) {
    try {
      await api.send(change);
      await db.outbox.delete(change.id);
    } catch (err) {
      if (err.offline || err.status &gt;= 500) return; // retry later
      await db.failed.put({ ...change, error: err.message });
    }
  }
}</code></pre>
<p>Each change carries a client-generated ID so the server can safely ignore duplicates when a retry follows a dropped response.</p>
<h2>Use the platform's background tools</h2>
<p>Both platforms limit what apps can do in the background, for good reasons. On Android, <a href="https://developer.android.com/topic/libraries/architecture/workmanager">WorkManager</a> schedules sync with network constraints. On iOS, the <a href="https://developer.apple.com/documentation/backgroundtasks">BackgroundTasks framework</a> offers similar, if more conservative, opportunities.</p>
<h2>Tell users what is happening</h2>
<ul>
<li>Show a small, persistent indicator of unsynced changes.</li>
<li>Never show a spinner for an action that has already been saved locally.</li>
<li>Surface failed changes somewhere the user can review and retry them.</li>
</ul>
<p>Done well, offline support stops being a feature and becomes invisible reliability.</p>`,
  },
  {
    key: "pragmatic-threat-model-small-teams",
    title: "A pragmatic threat model for small teams",
    sub_title:
      "Four questions, one two-hour session and a single page: the lightweight threat modeling routine we run on every project.",
    category: "security",
    tags: ["security", "process"],
    status: "published",
    date_created: "2024-03-19T13:45:00.000Z",
    hero: { hue: 352, motif: "rings" },
    body: `<p>Threat modeling has a reputation for whiteboards full of acronyms and week-long workshops. Small teams skip it, and then discover their weak spots in production. We run a lighter version at the start of every project. It takes about two hours and produces a one-page document that the whole team actually reads.</p>
<h2>Four questions, one session</h2>
<p>We borrow the structure from the <a href="https://owasp.org/www-community/Threat_Modeling">OWASP threat modeling</a> community and keep it to four questions:</p>
<ol>
<li>What are we building? Sketch the system, its users and where data flows.</li>
<li>What can go wrong? Walk each boundary and ask how it could be abused.</li>
<li>What are we going to do about it? Decide to fix, mitigate, accept or transfer each risk.</li>
<li>Did we do a good job? Revisit the list at each major release.</li>
</ol>
<img src="{{inline:threat-model}}" alt="Data flow diagram with trust boundaries marked between the browser, the API and a third-party payment service">
<h2>Focus on trust boundaries</h2>
<p>The most useful part of the diagram is where data crosses from one trust level to another: the browser to your API, your API to a vendor, an admin panel to the database. Most serious findings cluster there. For each boundary we ask:</p>
<ul>
<li>Who is allowed across, and how do we know it is them?</li>
<li>What happens if the input is malformed or hostile?</li>
<li>What would we see in our logs if this were being abused?</li>
</ul>
<h2>Rank by likelihood and impact, roughly</h2>
<p>Do not spend an hour debating whether a risk is a 3 or a 4. High, medium and low is enough. What matters is that the top items become tickets with owners and due dates, just like features.</p>
<blockquote><p>A threat model nobody updates is a historical document. Keep it short enough that updating it is a ten-minute job.</p></blockquote>
<h2>What small teams usually find</h2>
<p>On a typical web project our top findings are predictable: over-privileged service accounts, missing rate limits on login and password reset, secrets in the wrong place, and admin features reachable without a second factor. None of these are exotic. All of them are cheaper to fix in week two than in year two.</p>`,
  },
  {
    key: "estimating-software-projects-honestly",
    title: "Estimating software projects honestly",
    sub_title:
      "Why we give ranges instead of single numbers, how those ranges narrow over time, and how to separate estimates from commitments.",
    category: "business",
    tags: ["estimation", "process"],
    status: "published",
    date_created: "2024-04-09T15:30:00.000Z",
    hero: { hue: 44, motif: "bars" },
    body: `<p>Every client wants to know two things before signing: how much and how long. Every honest engineer knows the true answer early on is "it depends". The job of an estimate is to turn that uncomfortable truth into something a business can plan around.</p>
<h2>Give ranges, not points</h2>
<p>A single number implies a precision nobody has at the start of a project. We always estimate with a range and say how confident we are in it. Early ranges are wide; they narrow as discovery and design answer open questions.</p>
<img src="{{inline:estimate-range}}" alt="Chart showing an estimate range narrowing from discovery through design, build and launch">
<table>
<thead><tr><th>Project stage</th><th>Typical range</th><th>What narrows it</th></tr></thead>
<tbody>
<tr><td>Initial conversation</td><td>0.5x to 2x</td><td>Clear goals and known constraints</td></tr>
<tr><td>After discovery</td><td>0.8x to 1.5x</td><td>Prioritized scope and integration details</td></tr>
<tr><td>After design</td><td>0.9x to 1.25x</td><td>Approved screens and a technical spike</td></tr>
</tbody>
</table>
<h2>Break work down until it is boring</h2>
<p>We estimate tasks no bigger than three days. Anything larger hides unknowns. When a task resists being broken down, that is a signal to run a short spike rather than guess.</p>
<h3>Account for the work around the work</h3>
<ul>
<li>Code review, QA and bug fixing usually add 25 to 35 percent.</li>
<li>Meetings, demos and client feedback rounds are real time.</li>
<li>Deployment, environments and handover documentation are never free.</li>
</ul>
<h2>Separate the estimate from the commitment</h2>
<p>An estimate is a forecast. A commitment is a business decision about risk. Mixing them produces padded numbers that nobody trusts. We share our raw range, then agree with the client how to handle the uncertainty: a fixed budget with flexible scope, or a fixed scope with a contingency.</p>
<blockquote><p>The most useful thing an estimate can do is start the right conversation about scope, not end it.</p></blockquote>
<h2>Re-estimate in the open</h2>
<p>We update the forecast every sprint and show the trend to the client. Surprises are rarely about the numbers themselves; they come from numbers that stayed secret for too long.</p>`,
  },
  {
    key: "release-pipeline-every-project",
    title: "The release pipeline we set up on every project",
    sub_title:
      "Fast checks, preview environments, build-once artifacts and boring rollbacks, all in place before the first feature ships.",
    category: "engineering",
    tags: ["devops", "testing"],
    status: "published",
    date_created: "2024-04-30T14:00:00.000Z",
    hero: { hue: 236, motif: "waves" },
    body: `<p>Whether we are building a marketing site or a multi-tenant platform, we set up the same release pipeline in the first week. It means the team ships small changes confidently from day one, and the client never has to hear "we'll deploy on Friday night".</p>
<img src="{{inline:release-pipeline}}" alt="Pipeline diagram: commit, automated checks, preview environment, staging and production with a manual approval gate">
<h2>The stages</h2>
<ol>
<li><strong>Checks on every push:</strong> formatting, linting, type checking and unit tests. These must finish in under five minutes or people start ignoring them.</li>
<li><strong>Preview environments:</strong> every pull request gets its own URL so designers and clients can review real behaviour, not screenshots.</li>
<li><strong>Staging:</strong> merged work deploys automatically to an environment that mirrors production configuration.</li>
<li><strong>Production:</strong> promoted by a person, with one click, from an artifact that has already passed staging.</li>
</ol>
<h2>Build once, deploy many</h2>
<p>The artifact we test is the artifact we ship. Rebuilding for production introduces a chance that something different goes live. Configuration differs between environments; code does not.</p>
<pre><code>#!/bin/sh
set -eu
npm ci
npm run lint &amp;&amp; npm run typecheck &amp;&amp; npm test
npm run build
tar -czf "release-$GIT_SHA.tar.gz" dist</code></pre>
<h2>Make rollback boring</h2>
<p>If the only way to undo a release is a frantic hotfix, people will be afraid to release. We keep the previous artifacts and make rollback a single command that we rehearse before launch. Database migrations are written to be backward compatible for one release, so the old code can still run against the new schema.</p>
<h2>What we test where</h2>
<ul>
<li>Unit tests for business rules, run on every push.</li>
<li>A handful of end-to-end smoke tests for critical paths, such as sign-in and checkout, run against staging.</li>
<li>Performance and accessibility checks on preview builds for web projects.</li>
</ul>
<p>None of this is novel. The value is in having it on day one, before there is any deadline pressure to skip it, and in keeping it fast enough that nobody wants to.</p>`,
  },
  {
    key: "accessibility-audits-that-lead-to-fixes",
    title: "Accessibility audits that actually lead to fixes",
    sub_title:
      "Scoping audits by user journey and writing findings as tickets turns a report nobody reads into changes that ship.",
    category: "design",
    tags: ["accessibility", "testing", "ux-research", "forms"],
    status: "published",
    date_created: "2024-05-21T16:00:00.000Z",
    hero: { hue: 126, motif: "grid" },
    body: `<p>We have inherited plenty of accessibility audits: ninety-page PDFs listing hundreds of issues, delivered months ago and never acted on. An audit only has value if it changes the product. Over the last few years we have reshaped how we run them so that fixes actually ship.</p>
<h2>Scope by user journey, not by page</h2>
<p>Instead of auditing every template, we pick the five to eight journeys that matter most, such as signing up, searching, checking out and contacting support. We test each journey end to end with a keyboard, a screen reader and zoom at 200 percent. Issues are reported in the context of the task they block, which makes prioritization obvious.</p>
<h2>Combine automated and manual testing</h2>
<p>Automated tools catch perhaps a third of real problems, but they catch them cheaply and repeatedly. We run them in CI and spend human time where it counts:</p>
<ul>
<li>Focus order and visible focus states.</li>
<li>Meaningful names for buttons, links and form controls.</li>
<li>Announcements for dynamic content such as toasts and validation errors.</li>
<li>Color contrast in every state, including hover and disabled.</li>
</ul>
<p>Each finding references the relevant success criterion from <a href="https://www.w3.org/WAI/standards-guidelines/wcag/">WCAG</a>, so developers can read the reasoning rather than just the rule.</p>
<h2>Write findings as tickets</h2>
<p>Every issue we report includes:</p>
<ol>
<li>Where it happens and how to reproduce it.</li>
<li>Who it affects and how badly.</li>
<li>A suggested fix, often with a short code example.</li>
<li>How to verify the fix.</li>
</ol>
<p>Findings go straight into the client's backlog rather than into a document. We tag shared components separately, because fixing a single date picker can resolve dozens of issues at once.</p>
<h2>Test with disabled users</h2>
<p>Expert review is not a substitute for people who use assistive technology every day. Even two or three sessions reveal friction that checklists miss, such as a confusing reading order or overly chatty announcements.</p>
<blockquote><p>Compliance is the floor. The goal is a product that disabled people can use without needing a workaround.</p></blockquote>`,
  },
  {
    key: "integrating-legacy-systems",
    title: "Integrating legacy systems without a big-bang rewrite",
    sub_title:
      "Put a seam in front of the old system, move capabilities one at a time and let contract tests catch the surprises.",
    category: "engineering",
    tags: ["apis", "testing"],
    status: "published",
    date_created: "2024-06-11T13:20:00.000Z",
    hero: { hue: 190, motif: "rings" },
    body: `<p>Many of our integration projects start the same way: a core system that has run the business for fifteen years, a new product that needs its data, and a team that is nervous about touching either. The instinct is often to replace the old system first. In our experience, that is usually the riskiest option on the table.</p>
<h2>Put a seam in front of the old system</h2>
<p>We start by wrapping the legacy system in a small, well-documented API that speaks the language of the new product. New applications talk only to that API. Behind it, the adapter can call stored procedures, read flat files or drive a terminal session if it must. The ugliness is contained in one place.</p>
<h2>Replace functionality piece by piece</h2>
<p>Once the seam exists, individual capabilities can move to new services one at a time. This approach is often called the strangler fig pattern. A typical sequence looks like this:</p>
<ol>
<li>Route read-only lookups through the new API, still backed by the legacy database.</li>
<li>Move a single, low-risk write path, such as address updates, to a new service.</li>
<li>Run old and new side by side, comparing results before switching traffic.</li>
<li>Retire the legacy path only once the new one has run cleanly for a full business cycle.</li>
</ol>
<h2>Contract tests are your safety net</h2>
<p>When two systems evolve independently, integration bugs hide in the assumptions each side makes. We write contract tests that pin down the shape and meaning of every message, and run them in both teams' pipelines. A failing contract test in CI is far cheaper than a failed month-end batch.</p>
<h3>Respect the boring details</h3>
<ul>
<li>Agree on time zones and date formats explicitly. Legacy systems rarely store UTC.</li>
<li>Design for idempotency so retries do not create duplicate orders.</li>
<li>Use standard <a href="https://developer.mozilla.org/en-US/docs/Web/HTTP/Status">HTTP status codes</a> consistently so clients can tell a retryable failure from a permanent one.</li>
<li>Log correlation IDs across every hop.</li>
</ul>
<h2>Know when a rewrite is right</h2>
<p>Sometimes the old platform is truly unsupportable: the vendor is gone, the hardware is failing or nobody can safely change it. Even then, the seam makes the eventual cutover a controlled migration rather than a leap of faith.</p>`,
  },
  {
    key: "keeping-secrets-out-of-your-repository",
    title: "Keeping secrets out of your repository",
    sub_title:
      "The ignore rules, secrets stores and leak runbook we set up so credentials never end up in version control or stay there.",
    category: "security",
    tags: ["security", "devops"],
    status: "published",
    date_created: "2024-07-02T14:40:00.000Z",
    hero: { hue: 4, motif: "grid" },
    body: `<p>Almost every codebase we audit has at least one secret committed to version control: a database password in a config file, an API key in a test fixture, a private key someone meant to delete. Git remembers everything, so deleting the file later does not help. Here is the setup we use to keep secrets where they belong.</p>
<h2>Keep secrets out from the first commit</h2>
<p>On day one we add local environment files to the ignore list and commit an example file that lists the variable names with no values:</p>
<pre><code># .gitignore
.env
.env.*
!.env.example

# .env.example
DATABASE_URL=
PAYMENT_API_KEY=
SESSION_SECRET=</code></pre>
<p>We also enable a pre-commit secret scanner so mistakes are caught on the developer's machine rather than in a shared repository.</p>
<h2>Use a real secrets store</h2>
<p>Production secrets live in the hosting platform's secrets manager, never in files on a server. Applications read them at startup through environment variables or a short-lived token. This gives us:</p>
<ul>
<li>An audit trail of who read or changed each secret.</li>
<li>The ability to rotate a value without redeploying code.</li>
<li>Separate values per environment, so a staging leak does not expose production.</li>
</ul>
<h2>Plan for the leak that will happen</h2>
<p>Assume a secret will escape eventually and make rotation routine. Our runbook for a leaked credential is short:</p>
<ol>
<li>Revoke or rotate the credential immediately.</li>
<li>Check access logs for use between the leak and the rotation.</li>
<li>Remove it from history if the repository is shared outside the team.</li>
<li>Write down how it happened and what will stop it next time.</li>
</ol>
<p>The <a href="https://cheatsheetseries.owasp.org/cheatsheets/Secrets_Management_Cheat_Sheet.html">OWASP Secrets Management Cheat Sheet</a> goes deeper into storage, rotation and auditing.</p>
<h2>Give people less to leak</h2>
<p>The best secret is one nobody handles. Where platforms support it, we use workload identity so services authenticate to each other without long-lived keys at all. Scoped, expiring tokens for everything else keep the blast radius small when something does go wrong.</p>`,
  },
  {
    key: "native-or-cross-platform",
    title: "Native, React Native or Flutter? How we choose",
    sub_title:
      "The questions we ask before recommending a mobile stack, and why cross-platform rarely halves the cost of an app.",
    category: "mobile",
    tags: ["ios", "android", "react"],
    status: "published",
    date_created: "2024-07-23T15:15:00.000Z",
    hero: { hue: 280, motif: "orbits" },
    body: `<p>"Should we build native or cross-platform?" is the first question most mobile clients ask us. The honest answer is that all three common approaches ship excellent apps. The right choice depends on your team, your product and how long you plan to maintain it.</p>
<h2>The options at a glance</h2>
<table>
<thead><tr><th>Approach</th><th>Strengths</th><th>Watch out for</th></tr></thead>
<tbody>
<tr><td>Native (Swift and Kotlin)</td><td>Best platform integration and first access to new APIs</td><td>Two codebases and two sets of skills</td></tr>
<tr><td>React Native</td><td>Shares skills and some code with a React web app</td><td>Native modules still needed for deep device features</td></tr>
<tr><td>Flutter</td><td>Consistent rendering and a strong widget library</td><td>Custom look can drift from platform conventions</td></tr>
</tbody>
</table>
<h2>Questions we ask first</h2>
<ol>
<li><strong>Who will maintain it?</strong> If your in-house team writes React every day, React Native lowers the cost of ownership after we hand over.</li>
<li><strong>How deep does it go into the device?</strong> Heavy use of Bluetooth, background location, camera processing or home screen widgets pushes us toward native.</li>
<li><strong>How much should it feel like the platform?</strong> Apps that need to follow the <a href="https://developer.apple.com/design/human-interface-guidelines/">Human Interface Guidelines</a> and <a href="https://developer.android.com/design">Android design guidance</a> closely benefit from native components.</li>
<li><strong>Is there a web app too?</strong> Shared business logic and design tokens can be a real saving.</li>
</ol>
<h2>What cross-platform does not save</h2>
<p>Teams sometimes expect cross-platform to halve the cost. In practice the savings are closer to 25 to 40 percent. Design, QA on both platforms, store submissions, accessibility testing and release management all still happen twice in some form.</p>
<h2>Our default</h2>
<p>For content-driven and form-heavy business apps, we usually recommend React Native, because the productivity gain is real and the platform gaps rarely matter. For products where the device is the product, like hardware companions or camera-first apps, we build native. Whichever we choose, we write down the reasons, so the decision can be revisited when circumstances change.</p>`,
  },
  {
    key: "why-we-start-with-discovery",
    title: "Why every project starts with a discovery sprint",
    sub_title:
      "Two focused weeks of interviews, prototypes and technical review routinely save months of building the wrong thing.",
    category: "business",
    tags: ["process", "ux-research", "estimation"],
    status: "published",
    date_created: "2024-08-13T14:25:00.000Z",
    hero: { hue: 58, motif: "waves" },
    body: `<p>Clients sometimes ask whether they can skip discovery and go straight to building. We understand the impulse: discovery can feel like paying for talk. But the two weeks we spend at the start of a project routinely save months later, and they are the main reason our estimates hold up.</p>
<h2>What happens in a discovery sprint</h2>
<p>A discovery sprint is a fixed, short engagement with concrete outputs. Ours usually runs for two weeks:</p>
<ol>
<li><strong>Kickoff workshop:</strong> goals, success metrics, constraints and the people who will make decisions.</li>
<li><strong>Stakeholder and user interviews:</strong> five to eight conversations with the people who will use or support the product.</li>
<li><strong>Technical review:</strong> existing systems, integrations, data quality and hosting constraints.</li>
<li><strong>Prototype:</strong> clickable screens for the riskiest flows, tested with a handful of users.</li>
<li><strong>Plan:</strong> a prioritized backlog, an architecture outline and a ranged estimate.</li>
</ol>
<h2>Finding the real problem</h2>
<p>The brief we receive is a hypothesis. In interviews for a professional membership organization, we learned that the requested mobile app mattered far less than fixing a renewal process that lost a fifth of members every year. The project that followed was smaller and paid for itself within a season.</p>
<blockquote><p>The most expensive feature is the one that works perfectly and solves the wrong problem.</p></blockquote>
<h2>What you walk away with</h2>
<ul>
<li>A shared understanding of scope, written in plain language.</li>
<li>Evidence from real users, not just opinions from the room.</li>
<li>A list of technical risks and how we plan to reduce them.</li>
<li>A budget range you can take to your leadership with confidence.</li>
</ul>
<h2>Discovery is not a commitment</h2>
<p>Every discovery deliverable belongs to the client. If the plan shows the project should not go ahead, or that another partner is a better fit, that is a successful outcome too. It is far better to learn that for the price of two weeks than after six months of building.</p>`,
  },
  {
    key: "lessons-from-a-hundred-launches",
    title: "Ten lessons from a hundred product launches",
    sub_title:
      "Looking back through years of retrospective notes for the lessons about work and people that kept coming up again.",
    category: null,
    tags: ["process", "devops", "performance"],
    status: "published",
    date_created: "2024-09-03T15:50:00.000Z",
    hero: { hue: 318, motif: "rings" },
    body: `<p>We recently passed a milestone: one hundred launches of websites, apps and internal tools for clients in healthcare, logistics, education and retail. We went back through our retrospective notes to find the lessons that kept repeating. Here are the ones we would tell our younger selves.</p>
<h2>About the work</h2>
<ol>
<li><strong>Launch earlier than feels comfortable.</strong> A small release to real users teaches more than another month of internal review.</li>
<li><strong>Content is always late.</strong> Plan copy, images and data migration as real work with owners and deadlines.</li>
<li><strong>Integrations are where schedules slip.</strong> Test third-party APIs in week one, not week ten.</li>
<li><strong>Performance is a feature.</strong> Budgets set at the start are easy to keep; speed retrofitted at the end is expensive.</li>
<li><strong>Accessibility is cheaper built in.</strong> Retrofitting it costs several times more than designing for it.</li>
</ol>
<h2>About the people</h2>
<ul>
<li><strong>Name one decision maker.</strong> Projects with a committee and no tiebreaker stall.</li>
<li><strong>Demo every week.</strong> Working software in front of the client prevents surprises on both sides.</li>
<li><strong>Write things down.</strong> Decisions recorded in a shared log stop the same debate resurfacing every month.</li>
<li><strong>Plan the handover from the start.</strong> Documentation, access and training are part of the deliverable.</li>
<li><strong>Protect the team's focus.</strong> Context switching costs more than any tool can save.</li>
</ul>
<h2>What we changed because of them</h2>
<p>These lessons have shaped how we run projects. Every engagement now includes a discovery sprint, a release pipeline set up in the first week, a performance budget and a weekly demo. We keep a decision log in the project repository and agree the handover plan before development starts.</p>
<h2>What has not changed</h2>
<p>The fundamentals are the same as on our very first project. Understand the problem before proposing a solution. Ship in small pieces. Tell clients the truth early, especially when it is uncomfortable. Most of what we have learned since is simply better ways of sticking to those three habits when deadlines get tight.</p>
<p>If you are planning a launch of your own and want a second opinion on the plan, we are always happy to talk it through.</p>`,
  },
  {
    key: "design-tokens-that-survive-a-rebrand",
    title: "Design tokens that survive a rebrand",
    sub_title:
      "Naming colors, spacing and type by purpose rather than value turns a full visual refresh into days of work instead of months.",
    category: "design",
    tags: null,
    status: "published",
    date_created: "2024-09-24T13:35:00.000Z",
    hero: { hue: 250, motif: "grid" },
    body: `<p>Rebrands are a stress test for any design system. If changing the primary color means searching hundreds of files for hex values, the system was never really a system. Design tokens give colors, spacing, type and motion a name, so each decision lives in one place and everything else refers to it.</p>
<h2>Name the purpose, not the value</h2>
<p>The most common mistake we see is tokens named after what they look like: <code>blue-500</code> used directly for buttons, links and focus rings. When the brand moves to green, the name becomes a lie. We use two layers:</p>
<ul>
<li><strong>Primitive tokens</strong> describe the palette: every available color, size and font.</li>
<li><strong>Semantic tokens</strong> describe intent: action background, text on surface, border for errors.</li>
</ul>
<p>Components only ever use semantic tokens. A rebrand then changes the mapping, not the components.</p>
<pre><code>:root {
  --color-indigo-600: #4f46e5;
  --color-action-bg: var(--color-indigo-600);
  --color-action-text: #ffffff;
  --space-md: 1rem;
}

.button {
  background: var(--color-action-bg);
  color: var(--color-action-text);
  padding: var(--space-md);
}</code></pre>
<p>CSS <a href="https://developer.mozilla.org/en-US/docs/Web/CSS/Using_CSS_custom_properties">custom properties</a> make this work natively in the browser, and the same token file can be exported to iOS and Android formats for mobile apps.</p>
<h2>Keep design and code in sync</h2>
<p>Tokens only help if designers and developers use the same ones. We store them in a single source file in the repository and generate both the design tool library and the platform code from it. Changes go through review like any other code.</p>
<h3>Plan for themes early</h3>
<p>Dark mode, high contrast and white-label variants are all just alternate mappings of semantic tokens. If you expect any of them, design the semantic layer with those themes in mind from the first sprint.</p>
<h2>What a rebrand looked like</h2>
<p>For a financial services client, the full visual refresh of a large customer portal took four days of engineering, most of it spent checking contrast ratios. The components did not change at all. That is the payoff for the discipline of naming things by purpose.</p>`,
  },
  {
    key: "dependency-updates-without-dread",
    title: "Dependency updates without dread",
    sub_title:
      "Small weekly updates, automated audits in the pipeline and fewer packages overall keep third-party code current and safe.",
    category: "security",
    tags: ["security", "javascript", "devops"],
    status: "published",
    date_created: "2024-10-15T14:05:00.000Z",
    hero: { hue: 146, motif: "bars" },
    // Its image carries a Directus transform (?width=800), as editors may write it: the build
    // must still publish it with the site (e2e/post-body-images.spec.ts).
    body: `<p>A typical JavaScript project pulls in hundreds of packages, most of them indirectly. Each one is code you did not write, running with full access to your build and often to your users' browsers. Keeping them current is both a security task and a maintenance one, and the teams that do it well treat it as routine rather than a quarterly emergency.</p>
<h2>Update little and often</h2>
<p>Jumping three major versions at once is painful. Taking one minor update a week is not. We configure an automated dependency bot to open small, grouped pull requests on a weekly schedule:</p>
<ul>
<li>Patch and minor updates for development tools are grouped into one pull request.</li>
<li>Runtime dependencies get individual pull requests so a regression is easy to trace.</li>
<li>Major versions are opened separately and scheduled into a sprint with time to read the changelog.</li>
</ul>
<h2>Let the pipeline do the checking</h2>
<p>An update is only as safe as the tests that run against it. Every dependency pull request goes through the full pipeline, including a preview deployment, with an audit step added before the build:</p>
<img src="{{inline:release-pipeline}}?width=800" alt="Release pipeline diagram with a dependency audit step running before the build stage">
<pre><code>npm ci
npm audit --omit=dev --audit-level=high
npx lockfile-lint --path package-lock.json --type npm --allowed-hosts npm --validate-https</code></pre>
<p>Failing the build on high-severity advisories in runtime dependencies keeps the noise down while still catching what matters.</p>
<h2>Reduce what you depend on</h2>
<ol>
<li>Before adding a package, check whether the platform already does it. Modern browsers and Node cover a lot of ground.</li>
<li>Prefer well-maintained packages with few transitive dependencies.</li>
<li>Commit the lockfile and install with <code>npm ci</code> so builds are reproducible.</li>
<li>Remove packages that are no longer imported. Unused code is still attack surface.</li>
</ol>
<p>The <a href="https://owasp.org/www-project-top-ten/">OWASP Top 10</a> lists vulnerable and outdated components as a leading risk for good reason: they are easy to exploit and easy to forget.</p>
<h2>Know what you ship</h2>
<p>For clients in regulated industries we generate a software bill of materials with each release. When a new advisory lands, we can answer "are we affected?" in minutes rather than days.</p>`,
  },
  {
    key: "push-notifications-people-dont-mute",
    title: "Push notifications people don't mute",
    sub_title:
      "Earning the permission prompt, sending fewer and better messages, and giving users real control over what they receive.",
    category: "mobile",
    tags: ["ios", "android", "ux-research"],
    status: "draft",
    date_created: "2024-11-26T15:00:00.000Z",
    hero: { hue: 300, motif: "orbits" },
    body: `<p>The permission prompt for notifications is a one-shot opportunity. Ask too early or send too much, and users will decline, mute or uninstall. Treat notifications as a feature with its own design, not as a marketing channel bolted on after launch.</p>
<h2>Earn the permission</h2>
<p>Never ask for notification permission on first launch. Wait until the user does something that makes the value obvious, such as booking an appointment or tracking an order. Then explain what they will receive before the system prompt appears. Apple's <a href="https://developer.apple.com/documentation/usernotifications">User Notifications documentation</a> and Android's <a href="https://developer.android.com/develop/ui/views/notifications/notification-permission">notification permission guide</a> both describe the platform rules; on recent Android versions notifications are opt-in, just as they are on iOS.</p>
<h2>Send fewer, better messages</h2>
<ul>
<li>Every notification should be timely, personal and actionable.</li>
<li>Group related updates instead of sending five in a row.</li>
<li>Respect quiet hours and the user's time zone.</li>
<li>Deep link to the exact screen the message is about.</li>
</ul>
<h2>Give users control</h2>
<p>Offer notification categories in settings so people can turn off promotions without losing delivery updates. On Android, notification channels make this a platform feature; on iOS, you build the preferences screen yourself. Users who can tune notifications are far less likely to switch them all off.</p>
<h3>Measure the right things</h3>
<ol>
<li>Opt-in rate at the moment of the prompt.</li>
<li>Open rate per notification type.</li>
<li>Opt-out and uninstall rates in the 24 hours after a send.</li>
</ol>
<p>A campaign with a high open rate and a spike in opt-outs is not a success. It is spending trust you will not get back.</p>
<h2>Test on real devices</h2>
<p>Notification behaviour differs between OS versions, manufacturers and focus modes. We keep a small device lab and test delivery, grouping and deep links on each before release. Simulators are useful for layout, but they will not tell you how a message behaves when a phone is in a low-power state or a work focus mode.</p>`,
  },
  {
    key: "api-contracts-before-code",
    title: "Writing API contracts before code",
    sub_title:
      "Agreeing on an executable API contract with every consumer up front keeps web, mobile and partner teams building in parallel.",
    category: "engineering",
    tags: ["apis", "testing"],
    status: "draft",
    date_created: "2024-12-03T14:30:00.000Z",
    hero: { hue: 200, motif: "bars" },
    body: `<p>When a web front end, two mobile apps and a partner integration all depend on the same API, the worst time to discover a disagreement about a field name is during QA. We now write the API contract first, review it with every consumer, and only then start building.</p>
<h2>Start from the consumer's screens</h2>
<p>We sketch the contract from the screens and workflows that will use it, not from the database schema. That keeps internal details out of public responses and gives each endpoint a clear purpose. A short description of each operation in plain language goes alongside the formal definition.</p>
<h2>Make the contract executable</h2>
<p>A contract in a wiki drifts. A contract in the repository, in a machine-readable format such as OpenAPI, can drive tooling:</p>
<ul>
<li>Mock servers so front-end and mobile teams can build before the back end exists.</li>
<li>Generated client types, so a renamed field becomes a compile error rather than a runtime bug.</li>
<li>Request and response validation in tests.</li>
<li>Reference documentation that stays current because it is generated.</li>
</ul>
<h2>Design decisions to settle early</h2>
<ol>
<li>Pagination style and maximum page sizes.</li>
<li>Error format, including machine-readable codes and human-readable messages.</li>
<li>Date and time representation; we use ISO 8601 in UTC.</li>
<li>Versioning policy and how long deprecated fields survive.</li>
<li>Authentication and which scopes each endpoint requires.</li>
</ol>
<p>MDN's overview of <a href="https://developer.mozilla.org/en-US/docs/Web/HTTP/Methods">HTTP request methods</a> is a useful shared reference when the team debates whether an operation should be a PUT or a PATCH.</p>
<h2>Review it like code</h2>
<p>Contract changes go through pull requests with reviewers from each consuming team. Breaking changes are flagged automatically by comparing the new definition with the last released version. This adds a little ceremony, but it replaces the much larger cost of coordinating fixes across three clients after release.</p>
<h3>When to skip it</h3>
<p>For a small internal tool with one front end and one developer, a formal contract can be overkill. The moment a second consumer appears, write it down.</p>`,
  },
  {
    key: "our-2023-year-in-review",
    title: "Our 2023 year in review",
    sub_title:
      "Nineteen launches, better estimates and a few hard lessons: looking back at our year and what we changed for the next one.",
    category: "business",
    tags: ["process", "estimation"],
    status: "archived",
    date_created: "2024-01-05T16:00:00.000Z",
    hero: { hue: 18, motif: "waves" },
    body: `<p>2023 was our busiest year yet. We launched nineteen projects, grew the team to twenty-four people and opened a small studio space for our growing design practice. This post looks back at what went well, what did not and what we are changing for 2024.</p>
<h2>What we shipped</h2>
<ul>
<li>A patient intake and scheduling platform for a regional healthcare provider.</li>
<li>Offline-capable inspection apps for iOS and Android used by a utilities contractor.</li>
<li>A customer portal refresh for a mid-sized credit union.</li>
<li>Integrations connecting a manufacturer's legacy ordering system to a new online storefront.</li>
</ul>
<p>Across these projects, median page load times fell by 38 percent compared with the systems they replaced, and every web launch met WCAG 2.1 AA at release.</p>
<h2>What went well</h2>
<p>Discovery sprints became standard on every engagement above a certain size. Our estimates improved noticeably as a result: the average project finished within 8 percent of its post-discovery forecast, compared with 22 percent the year before.</p>
<p>We also invested in shared infrastructure. A common release pipeline template now gets new projects deploying to a preview environment on day one.</p>
<h2>What we would do differently</h2>
<ol>
<li>We took on too many projects at once in the spring, and two launches slipped as a result. We now cap concurrent projects per team.</li>
<li>We underinvested in handover documentation. Two clients needed more support after launch than they should have.</li>
<li>We waited too long to hire a dedicated QA lead. That role now exists and has already paid for itself.</li>
</ol>
<h2>Looking ahead to 2024</h2>
<p>Our focus for the coming year is depth rather than growth. We want to do more long-term work with fewer clients, expand our security review practice and publish more of what we learn on this blog. Expect posts on performance, offline mobile apps, accessibility and honest estimation.</p>
<p>Thank you to every client who trusted us with their product this year, and to a team that consistently cared about doing the work properly.</p>`,
  },
];
