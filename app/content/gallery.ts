import type { GalleryEntry } from "./gallery.schema";
import type { UploadedEntry } from "./overlay";
import { typeset } from "./typography";

export type { GalleryEntry };

/**
 * An entry of the gallery as published: the repository's (its pictures'
 * sizes in app/generated/images.json) or one the owner uploaded
 * (DATA_DIR/content/gallery.json, decision 0030), which carries its
 * pictures' sizes itself (`image`, decision 0042). The pages get the gallery
 * from their loaders (`contentOf(context).gallery`, app/content/current.server.ts).
 */
export type GalleryItem = GalleryEntry | UploadedEntry;

/**
 * Gallery of the kinds of jobs we do, newest first.
 *
 * Until the owner's real photos arrive, the pictures in app/content/gallery/
 * are demo illustrations, drawn and rendered to JPEG by a tool apart from the
 * build (`npx tsx tools/demo-art/generate.ts`), and this list is its
 * catalogue (tools/demo-art/catalog.ts). The owner's real photos (JPEG, 1600
 * px wide or more recommended, any aspect ratio) replace them in the same
 * folder, and `npm run images` makes the sizes the site serves. When a photo
 * replaces an illustration, update its `file` and `alt` to describe the photo
 * (and `caption`/`date` to the real job), and set `picturesAreIllustrations`
 * in gallery-status.ts to false once every picture is a photo of the
 * company's own work.
 */
export const galleryDefaults: readonly GalleryEntry[] = typeset([
  {
    id: "cleaning-4",
    file: "cleaning-4.jpg",
    service: "cleaning",
    caption: "Почистване на улуци и измиване на пътека в края на есента",
    alt: "Илюстрация: стълба, опряна на улука на къща с дървен горен етаж, и кофа с листа до нея; пред къщата пътека от плочи – близката половина измита с водоструйка, далечната още в мъх и листа.",
    date: "2026-11-21",
  },
  {
    id: "cleaning-1",
    file: "cleaning-1.jpg",
    service: "cleaning",
    caption: "Есенно събиране на листа в двор",
    alt: "Илюстрация: есенен двор с жълти и оранжеви дървета – листата от моравата са събрани на купчини, в чували и в ръчна количка, до тях гребла.",
    date: "2026-11-14",
    before: {
      file: "cleaning-1-before.jpg",
      alt: "Илюстрация: същият есенен двор преди почистването – моравата е покрита с окапали листа, още листа падат от дърветата.",
    },
  },
  {
    id: "gardening-2",
    file: "gardening-2.jpg",
    service: "gardening",
    caption: "Засаждане на младо дърво през есента",
    alt: "Илюстрация: младо дърво с бала корени в увит чувал, поставено в изкопана яма и вързано за кол; до него купчина пръст с лопата, ръчна количка с компост и лейка, отзад дървена ограда и есенни дървета.",
    date: "2026-10-17",
  },
  {
    id: "excavation-3",
    file: "excavation-3.jpg",
    service: "excavation",
    caption: "Изкоп за основа на градинска постройка",
    alt: "Илюстрация: поглед отвисоко към правоъгълен изкоп за основа, ограден с колчета; минибагер на ръба му е спуснал кофата в изкопа, наоколо купчини пръст, отзад ограда и есенни дървета.",
    date: "2026-10-10",
  },
  {
    id: "constructions-4",
    file: "constructions-4.jpg",
    service: "constructions",
    caption: "Каменна подпорна стена със стъпала към горната тераса",
    alt: "Илюстрация: подпорна стена от каменни блокове през целия двор, в средата каменни стъпала нагоре към горната морава с храсти и къща; към стъпалата води пътечка от плочи.",
    date: "2026-09-26",
  },
  {
    id: "lighting-2",
    file: "lighting-2.jpg",
    service: "lighting",
    caption: "Подсветка на голямо дърво в градината",
    alt: "Илюстрация: нощна градина под луна и звезди – голямо дърво, осветено отдолу от два прожектора в тревата, до него пейка, отзад ограда и ела с малък прожектор.",
    date: "2026-09-12",
  },
  {
    id: "lighting-1",
    file: "lighting-1.jpg",
    service: "lighting",
    caption: "Ниски лампи по пътеката към къщата",
    alt: "Илюстрация: двор по здрач – пътека от плочи към входа на къща с осветени прозорци, от двете страни на пътеката ниски лампи с топли светли петна, фенер до вратата и цветни лехи.",
    date: "2026-08-29",
    before: {
      file: "lighting-1-before.jpg",
      alt: "Илюстрация: същият двор по здрач без градинско осветление – пътеката и лехите тънат в тъмно, светят само прозорците на къщата.",
    },
  },
  {
    id: "excavation-2",
    file: "excavation-2.jpg",
    service: "excavation",
    caption: "Подравняване на площадка за настилка",
    alt: "Илюстрация: минибагер с отпусната отпред греда изравнява площадка от трошен камък, оградена с колчета и опънат шнур; до нея лазерен нивелир на статив, купчина материал и гребло.",
    date: "2026-08-08",
  },
  {
    id: "irrigation-2",
    file: "irrigation-2.jpg",
    service: "irrigation",
    caption: "Капково напояване на зеленчукови лехи",
    alt: "Илюстрация: редове домати, салата и чушки, по всеки ред минава черен капков маркуч с капкообразуватели и капки вода; отзад дървена барака, ограда и повдигната леха.",
    date: "2026-07-25",
  },
  {
    id: "constructions-1",
    file: "constructions-1.jpg",
    service: "constructions",
    caption: "Дървена тераса с пергола и лоза",
    alt: "Илюстрация: дървена тераса в двора със стъпало отпред; на нея пергола с четири колони, стъпили на дъските, обрасла с лоза, под нея маса и столове.",
    date: "2026-07-18",
    before: {
      file: "constructions-1-before.jpg",
      alt: "Илюстрация: същият двор преди строежа – на моравата с колчета и шнур е очертано мястото на терасата, до него купчина дъски.",
    },
  },
  {
    id: "lighting-3",
    file: "lighting-3.jpg",
    service: "lighting",
    caption: "Гирлянди от крушки над пергола на терасата",
    alt: "Илюстрация: лятна нощ – пергола с глициния над дървена тераса, под гредите висят гирлянди от светещи крушки, светлината пада върху масата и дъските.",
    date: "2026-07-11",
  },
  {
    id: "gardening-4",
    file: "gardening-4.jpg",
    service: "gardening",
    caption: "Завършен бордюр от трайни насаждения",
    alt: "Илюстрация: отблизо и ниско – извита леха с лавандула, декоративни треви, цъфнали многогодишни цветя и храсти, с каменен бордюр към моравата, отзад жив плет на вечерна светлина.",
    date: "2026-07-04",
  },
  {
    id: "cleaning-2",
    file: "cleaning-2.jpg",
    service: "cleaning",
    caption: "Оформяне на дълъг жив плет",
    alt: "Илюстрация: дълъг жив плет покрай моравата – близката част е подрязана с прави стени, далечната още рошава; на земята брезент с окосени клонки, храсторез, стълба и чувал.",
    date: "2026-06-27",
  },
  {
    id: "irrigation-1",
    file: "irrigation-1.jpg",
    service: "irrigation",
    caption: "Изскачащи пръскачи, които поливат моравата",
    alt: "Илюстрация: лятна морава пред къща, пет изскачащи пръскача пръскат дъги от вода; на стената на къщата има контролер за поливане, отзад жив плет и цветна леха.",
    date: "2026-06-20",
    before: {
      file: "irrigation-1-before.jpg",
      alt: "Илюстрация: същата морава преди поливната система – тревата е пожълтяла, с изсъхнали петна.",
    },
  },
  {
    id: "constructions-3",
    file: "constructions-3.jpg",
    service: "constructions",
    caption: "Повдигнати дървени лехи и ограда около зеленчуковата градина",
    alt: "Илюстрация: четири повдигнати дървени лехи със салата, домати и цветя върху настилка от чакъл, оградена с нова дървена ограда; отзад къща и дървета.",
    date: "2026-06-13",
  },
  {
    id: "irrigation-3",
    file: "irrigation-3.jpg",
    service: "irrigation",
    caption: "Шахта с електромагнитни вентили и контролер на стената",
    alt: "Илюстрация: отблизо – отворена зелена шахта в тревата с три вентила на обща тръба и цветни кабели, над нея на стената на къщата контролер за поливане; наоколо глави на пръскачи и капков маркуч.",
    date: "2026-06-06",
  },
  {
    id: "constructions-2",
    file: "constructions-2.jpg",
    service: "constructions",
    caption: "Изграждане на дървена тераса",
    alt: "Илюстрация: конструкция на тераса върху бетонни стъпки – греди и дъски в задната половина, отпред още открити греди; до нея купчина дъски, магарета с дъска, винтоверт и лопата.",
    date: "2026-05-09",
  },
  {
    id: "irrigation-4",
    file: "irrigation-4.jpg",
    service: "irrigation",
    caption: "Полагане на тръби за поливна система",
    alt: "Илюстрация: тесен изкоп през моравата с черна тръба на дъното и изкопана пръст покрай него, до изкопа щуцери с глави за пръскачи, навита тръба и колчета за следващата линия.",
    date: "2026-04-25",
  },
  {
    id: "gardening-1",
    file: "gardening-1.jpg",
    service: "gardening",
    caption: "Нова морава, цветни лехи и млади дървета пред къща",
    alt: "Илюстрация: пролетен двор пред къща с дървен горен етаж – свежа окосена морава, две цветни лехи с храсти, пътечка от каменни плочи към входа и млади дървета на колове.",
    date: "2026-04-18",
    before: {
      file: "gardening-1-before.jpg",
      alt: "Илюстрация: същият двор преди озеленяването – гола разкопана пръст с бурени, купчина пръст, лопата и празна ръчна количка.",
    },
  },
  {
    id: "excavation-1",
    file: "excavation-1.jpg",
    service: "excavation",
    caption: "Траншея за тръба с минибагер",
    alt: "Илюстрация: жълт минибагер копае траншея през моравата, стрелата излиза от предната част на машината и вдига кофата от изкопа; в траншеята е положена оранжева тръба, покрай нея изкопана пръст, отстрани тръби.",
    date: "2026-04-11",
    before: {
      file: "excavation-1-before.jpg",
      alt: "Илюстрация: същата морава преди изкопа – трасето на траншеята е отбелязано с колчета, шнур и боя по тревата.",
    },
  },
  {
    id: "gardening-3",
    file: "gardening-3.jpg",
    service: "gardening",
    caption: "Засаждане на жив плет покрай оградата",
    alt: "Илюстрация: ивица прясно разкопана пръст покрай дървена ограда, засадени в редица млади туи по опънат шнур, още растения в саксии чакат; вдясно нова леха с храсти и количка с разсад.",
    date: "2026-03-28",
  },
  {
    id: "cleaning-3",
    file: "cleaning-3.jpg",
    service: "cleaning",
    caption: "Разчистване на обрасъл двор",
    alt: "Илюстрация: обрасъл ъгъл на двор с висока суха трева и къпини, до него вече окосена площ, ремарке, натоварено с клони, купчина изрязани храсти, ръчна количка, вила и чували.",
    date: "2026-03-14",
  },
  {
    id: "excavation-4",
    file: "excavation-4.jpg",
    service: "excavation",
    caption: "Извозване на пръст с верижен дъмпер",
    alt: "Илюстрация: края на зимата, по тревата петна сняг – малък верижен дъмпер изсипва пръст от коша си на голяма купчина, до тях лопата, отзад къща, голо дърво и заснежена ела.",
    date: "2026-02-21",
  },
  {
    id: "lighting-4",
    file: "lighting-4.jpg",
    service: "lighting",
    caption: "Осветление в стъпалата и терасата през зимата",
    alt: "Илюстрация: зимен здрач, всичко е в сняг – дървена тераса пред къща с осветени прозорци, в челата на стъпалата и на терасата светят малки лампи и осветяват снега.",
    date: "2026-01-24",
  },
]);
