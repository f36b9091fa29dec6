import { asc, eq, inArray, sql } from 'drizzle-orm';
import { CONFIG_KEYWORD } from '@lms/shared';
import type { Db } from '../client';
import { colleges, komponenNilai, konfigurasi, mataKuliah, rencanaEvaluasi, rencanaPembelajaran } from '../schema';

/**
 * Syllabus data of the demo campus: a 16-meeting semester plan per course (meeting 8 UTS, 16 UAS), the
 * evaluation plan (Tugas, Kuis, UTS, UAS, Keaktifan; weights add up to 100) and the configuration keywords the
 * client looks up (url_dosen_new ...). Runs after the academic seed, reads the courses it created and writes
 * one INSERT per table and college.
 */

/** 14 lecture topics per course code ('Indonesia | English'), for meetings 1-7 and 9-15. */
const TOPIK: Record<string, string[]> = {
  TIF101: [
    'Logika proposisi dan tabel kebenaran | Propositional logic and truth tables',
    'Logika predikat dan kuantor | Predicate logic and quantifiers',
    'Metode pembuktian | Proof methods',
    'Himpunan dan operasi himpunan | Sets and set operations',
    'Relasi dan sifat-sifatnya | Relations and their properties',
    'Fungsi dan komposisi fungsi | Functions and function composition',
    'Induksi matematika | Mathematical induction',
    'Kombinatorika dasar | Basic combinatorics',
    'Permutasi dan kombinasi | Permutations and combinations',
    'Relasi rekurensi | Recurrence relations',
    'Teori graf dasar | Basic graph theory',
    'Lintasan dan sirkuit Euler serta Hamilton | Euler and Hamilton paths and circuits',
    'Pohon dan pohon merentang minimum | Trees and minimum spanning trees',
    'Aljabar Boolean | Boolean algebra',
  ],
  TIF201: [
    'Pengantar algoritma dan kompleksitas | Introduction to algorithms and complexity',
    'Notasi asimtotik (Big-O) | Asymptotic notation (Big-O)',
    'Array dan list berantai | Arrays and linked lists',
    'Stack dan queue | Stacks and queues',
    'Rekursi | Recursion',
    'Algoritma pengurutan sederhana | Elementary sorting algorithms',
    'Merge sort dan quick sort | Merge sort and quick sort',
    'Pencarian biner | Binary search',
    'Pohon biner dan binary search tree | Binary trees and binary search trees',
    'Pohon seimbang (AVL) | Balanced trees (AVL)',
    'Heap dan priority queue | Heaps and priority queues',
    'Tabel hash | Hash tables',
    'Representasi dan penelusuran graf (BFS, DFS) | Graph representation and traversal (BFS, DFS)',
    'Lintasan terpendek (Dijkstra) | Shortest paths (Dijkstra)',
  ],
  TIF202: [
    'Konsep sistem basis data | Database system concepts',
    'Model entity-relationship | Entity-relationship model',
    'Model relasional | Relational model',
    'Aljabar relasional | Relational algebra',
    'SQL dasar: DDL dan DML | Basic SQL: DDL and DML',
    'SQL lanjut: join dan subquery | Advanced SQL: joins and subqueries',
    'Agregasi dan pengelompokan | Aggregation and grouping',
    'Normalisasi 1NF sampai 3NF | Normalisation from 1NF to 3NF',
    'BCNF dan dekomposisi | BCNF and decomposition',
    'Indeks dan optimasi kueri | Indexes and query optimisation',
    'Transaksi dan properti ACID | Transactions and ACID properties',
    'Kontrol konkurensi | Concurrency control',
    'View, stored procedure dan trigger | Views, stored procedures and triggers',
    'Keamanan dan hak akses basis data | Database security and privileges',
  ],
  TIF203: [
    'Arsitektur web dan protokol HTTP | Web architecture and the HTTP protocol',
    'HTML5 dan semantik dokumen | HTML5 and document semantics',
    'CSS dan tata letak responsif | CSS and responsive layout',
    'Dasar JavaScript | JavaScript fundamentals',
    'DOM dan event | DOM and events',
    'Asynchronous JavaScript dan Fetch API | Asynchronous JavaScript and the Fetch API',
    'Pemrograman sisi server dengan Node.js | Server-side programming with Node.js',
    'Routing dan middleware | Routing and middleware',
    'REST API dan JSON | REST APIs and JSON',
    'Koneksi basis data dari aplikasi web | Database access from web applications',
    'Autentikasi dan sesi | Authentication and sessions',
    'Keamanan aplikasi web (OWASP) | Web application security (OWASP)',
    'Framework front-end berbasis komponen | Component-based front-end frameworks',
    'Deployment aplikasi web | Web application deployment',
  ],
  TIF301: [
    'Pengantar jaringan komputer | Introduction to computer networks',
    'Model OSI dan TCP/IP | OSI and TCP/IP models',
    'Lapisan fisik dan media transmisi | Physical layer and transmission media',
    'Lapisan data link dan Ethernet | Data link layer and Ethernet',
    'Switching dan VLAN | Switching and VLANs',
    'Pengalamatan IPv4 dan subnetting | IPv4 addressing and subnetting',
    'IPv6 | IPv6',
    'Routing statis dan dinamis | Static and dynamic routing',
    'Protokol transport TCP dan UDP | Transport protocols TCP and UDP',
    'DNS dan DHCP | DNS and DHCP',
    'Protokol aplikasi: HTTP, SMTP, FTP | Application protocols: HTTP, SMTP, FTP',
    'Jaringan nirkabel | Wireless networks',
    'Keamanan jaringan dan firewall | Network security and firewalls',
    'Troubleshooting dan monitoring jaringan | Network troubleshooting and monitoring',
  ],
  TIF302: [
    'Pengantar kecerdasan buatan dan agen cerdas | Introduction to AI and intelligent agents',
    'Pencarian tanpa informasi (BFS, DFS, UCS) | Uninformed search (BFS, DFS, UCS)',
    'Pencarian heuristik dan A* | Heuristic search and A*',
    'Pencarian lokal dan algoritma genetika | Local search and genetic algorithms',
    'Permainan dan minimax | Games and minimax',
    'Constraint satisfaction problem | Constraint satisfaction problems',
    'Representasi pengetahuan dan logika | Knowledge representation and logic',
    'Penalaran tidak pasti dan probabilitas | Uncertain reasoning and probability',
    'Jaringan Bayes | Bayesian networks',
    'Logika fuzzy | Fuzzy logic',
    'Pengantar machine learning | Introduction to machine learning',
    'Klasifikasi: k-NN dan pohon keputusan | Classification: k-NN and decision trees',
    'Jaringan saraf tiruan | Artificial neural networks',
    'Etika dan dampak kecerdasan buatan | Ethics and impact of AI',
  ],
  TIF303: [
    'Pengantar rekayasa perangkat lunak | Introduction to software engineering',
    'Model proses perangkat lunak | Software process models',
    'Metodologi Agile dan Scrum | Agile methodology and Scrum',
    'Rekayasa kebutuhan | Requirements engineering',
    'Pemodelan use case | Use case modelling',
    'Diagram kelas dan sekuens UML | UML class and sequence diagrams',
    'Perancangan arsitektur perangkat lunak | Software architecture design',
    'Pola desain | Design patterns',
    'Konstruksi dan kode bersih | Construction and clean code',
    'Manajemen konfigurasi dan Git | Configuration management and Git',
    'Pengujian unit dan integrasi | Unit and integration testing',
    'Penjaminan mutu perangkat lunak | Software quality assurance',
    'Pemeliharaan dan evolusi perangkat lunak | Software maintenance and evolution',
    'Estimasi dan manajemen risiko proyek | Project estimation and risk management',
  ],
  SIF201: [
    'Konsep dasar sistem informasi | Basic concepts of information systems',
    'Sistem informasi dalam organisasi | Information systems in organisations',
    'Keunggulan kompetitif dengan sistem informasi | Competitive advantage with information systems',
    'Infrastruktur teknologi informasi | IT infrastructure',
    'Basis data dan manajemen informasi | Databases and information management',
    'Telekomunikasi dan internet | Telecommunications and the internet',
    'Keamanan sistem informasi | Information systems security',
    'Sistem enterprise | Enterprise systems',
    'E-commerce dan bisnis digital | E-commerce and digital business',
    'Sistem pendukung keputusan | Decision support systems',
    'Business intelligence | Business intelligence',
    'Manajemen pengetahuan | Knowledge management',
    'Etika dan isu sosial sistem informasi | Ethical and social issues of information systems',
    'Studi kasus penerapan SIM | Case studies of MIS implementation',
  ],
  SIF202: [
    'Siklus hidup pengembangan sistem | Systems development life cycle',
    'Identifikasi dan seleksi proyek | Project identification and selection',
    'Studi kelayakan | Feasibility study',
    'Teknik pengumpulan kebutuhan | Requirements gathering techniques',
    'Diagram konteks dan DFD | Context diagrams and DFDs',
    'Kamus data | Data dictionary',
    'Pemodelan proses bisnis dengan BPMN | Business process modelling with BPMN',
    'Pemodelan data dengan ERD | Data modelling with ERDs',
    'Perancangan antarmuka pengguna | User interface design',
    'Perancangan keluaran dan masukan | Output and input design',
    'Perancangan basis data fisik | Physical database design',
    'Analisis dan perancangan berorientasi objek | Object-oriented analysis and design',
    'Prototyping | Prototyping',
    'Implementasi dan konversi sistem | System implementation and conversion',
  ],
  SIF301: [
    'Konsep manajemen proyek SI | Concepts of IS project management',
    'Inisiasi proyek dan project charter | Project initiation and charter',
    'Manajemen lingkup dan WBS | Scope management and WBS',
    'Penjadwalan proyek dan Gantt chart | Project scheduling and Gantt charts',
    'Metode jalur kritis (CPM) dan PERT | Critical path method and PERT',
    'Estimasi biaya proyek | Project cost estimation',
    'Earned value management | Earned value management',
    'Manajemen mutu proyek | Project quality management',
    'Manajemen sumber daya dan tim | Resource and team management',
    'Manajemen komunikasi dan pemangku kepentingan | Communication and stakeholder management',
    'Manajemen risiko proyek | Project risk management',
    'Pengadaan dan kontrak | Procurement and contracts',
    'Manajemen proyek agile | Agile project management',
    'Penutupan proyek dan lessons learned | Project closure and lessons learned',
  ],
  SIF302: [
    'Konsep dan evolusi ERP | ERP concepts and evolution',
    'Proses bisnis terintegrasi | Integrated business processes',
    'Arsitektur sistem ERP | ERP system architecture',
    'Modul keuangan dan akuntansi | Finance and accounting module',
    'Modul pengadaan | Procurement module',
    'Modul penjualan dan distribusi | Sales and distribution module',
    'Modul produksi | Production module',
    'Modul persediaan dan gudang | Inventory and warehouse module',
    'Modul sumber daya manusia | Human resources module',
    'Seleksi vendor ERP | ERP vendor selection',
    'Metodologi implementasi ERP | ERP implementation methodology',
    'Manajemen perubahan | Change management',
    'Integrasi ERP dengan sistem lain | Integrating ERP with other systems',
    'Evaluasi pasca-implementasi ERP | Post-implementation ERP evaluation',
  ],
  SIF303: [
    'Konsep audit sistem informasi | Information systems audit concepts',
    'Standar dan kerangka kerja audit (COBIT) | Audit standards and frameworks (COBIT)',
    'Perencanaan audit | Audit planning',
    'Penilaian risiko TI | IT risk assessment',
    'Pengendalian umum | General controls',
    'Pengendalian aplikasi | Application controls',
    'Audit keamanan informasi | Information security audit',
    'Teknik audit berbantuan komputer (CAAT) | Computer-assisted audit techniques (CAAT)',
    'Audit pengembangan sistem | Systems development audit',
    'Audit operasional TI | IT operations audit',
    'Audit kelangsungan bisnis | Business continuity audit',
    'Pengumpulan bukti audit | Gathering audit evidence',
    'Penyusunan laporan audit | Writing the audit report',
    'Tindak lanjut temuan audit | Follow-up of audit findings',
  ],
  MNJ101: [
    'Pengertian dan fungsi manajemen | Definition and functions of management',
    'Evolusi teori manajemen | Evolution of management theory',
    'Lingkungan organisasi | Organisational environment',
    'Etika dan tanggung jawab sosial | Ethics and social responsibility',
    'Pengambilan keputusan | Decision making',
    'Perencanaan dan penetapan tujuan | Planning and goal setting',
    'Manajemen strategik | Strategic management',
    'Pengorganisasian dan struktur organisasi | Organising and organisational structure',
    'Manajemen sumber daya manusia | Human resource management',
    'Kepemimpinan | Leadership',
    'Motivasi | Motivation',
    'Komunikasi dalam organisasi | Communication in organisations',
    'Pengawasan dan pengendalian | Monitoring and control',
    'Manajemen perubahan dan inovasi | Managing change and innovation',
  ],
  MNJ102: [
    'Perkenalan diri dalam konteks bisnis | Introducing yourself in business',
    'Komunikasi telepon | Telephone communication',
    'Menulis email bisnis | Writing business emails',
    'Rapat dan diskusi | Meetings and discussions',
    'Presentasi bisnis | Business presentations',
    'Negosiasi | Negotiation',
    'Deskripsi produk dan layanan | Describing products and services',
    'Menulis laporan singkat | Writing short reports',
    'Surat lamaran dan CV | Cover letters and CVs',
    'Wawancara kerja | Job interviews',
    'Membaca grafik dan data | Reading charts and data',
    'Layanan pelanggan dan keluhan | Customer service and complaints',
    'Etiket bisnis lintas budaya | Cross-cultural business etiquette',
    'Simulasi pertemuan bisnis | Business meeting simulation',
  ],
  MNJ201: [
    'Konsep dasar pemasaran | Basic marketing concepts',
    'Lingkungan pemasaran | Marketing environment',
    'Perilaku konsumen | Consumer behaviour',
    'Riset pemasaran | Marketing research',
    'Segmentasi, targeting dan positioning | Segmentation, targeting and positioning',
    'Strategi produk dan merek | Product and brand strategy',
    'Pengembangan produk baru | New product development',
    'Strategi harga | Pricing strategy',
    'Saluran distribusi | Distribution channels',
    'Komunikasi pemasaran terpadu | Integrated marketing communication',
    'Pemasaran digital dan media sosial | Digital and social media marketing',
    'Manajemen hubungan pelanggan | Customer relationship management',
    'Pemasaran jasa | Services marketing',
    'Rencana pemasaran | Marketing plan',
  ],
  MNJ202: [
    'Fungsi dan tujuan manajemen keuangan | Functions and goals of financial management',
    'Laporan keuangan dan arus kas | Financial statements and cash flow',
    'Analisis rasio keuangan | Financial ratio analysis',
    'Nilai waktu uang | Time value of money',
    'Penilaian obligasi | Bond valuation',
    'Penilaian saham | Stock valuation',
    'Risiko dan tingkat pengembalian | Risk and return',
    'Biaya modal | Cost of capital',
    'Penganggaran modal (NPV, IRR) | Capital budgeting (NPV, IRR)',
    'Struktur modal | Capital structure',
    'Kebijakan dividen | Dividend policy',
    'Manajemen modal kerja | Working capital management',
    'Perencanaan keuangan jangka pendek | Short-term financial planning',
    'Keuangan internasional | International finance',
  ],
  MNJ203: [
    'Peran strategis MSDM | Strategic role of HRM',
    'Analisis dan desain pekerjaan | Job analysis and design',
    'Perencanaan SDM | HR planning',
    'Rekrutmen | Recruitment',
    'Seleksi karyawan | Employee selection',
    'Orientasi dan penempatan | Onboarding and placement',
    'Pelatihan dan pengembangan | Training and development',
    'Manajemen kinerja | Performance management',
    'Kompensasi | Compensation',
    'Insentif dan tunjangan | Incentives and benefits',
    'Hubungan industrial | Industrial relations',
    'Keselamatan dan kesehatan kerja | Occupational health and safety',
    'Manajemen karier | Career management',
    'HRIS dan analitik SDM | HRIS and HR analytics',
  ],
  MNJ301: [
    'Konsep kewirausahaan | Entrepreneurship concepts',
    'Karakter dan pola pikir wirausaha | Entrepreneurial character and mindset',
    'Kreativitas dan inovasi | Creativity and innovation',
    'Identifikasi peluang usaha | Identifying business opportunities',
    'Business Model Canvas | Business Model Canvas',
    'Validasi ide dan riset pasar | Idea validation and market research',
    'Minimum viable product | Minimum viable product',
    'Aspek hukum dan legalitas usaha | Legal aspects of a business',
    'Strategi pemasaran usaha baru | Marketing strategy for new ventures',
    'Perencanaan keuangan usaha | Business financial planning',
    'Sumber pendanaan usaha | Sources of business funding',
    'Manajemen operasional UMKM | Operations management for MSMEs',
    'Penyusunan rencana bisnis | Writing a business plan',
    'Presentasi rencana bisnis (pitching) | Business plan pitching',
  ],
  AKT101: [
    'Akuntansi dan lingkungan bisnis | Accounting and the business environment',
    'Persamaan dasar akuntansi | The accounting equation',
    'Akun dan sistem pencatatan berpasangan | Accounts and double-entry bookkeeping',
    'Jurnal umum | General journal',
    'Buku besar dan neraca saldo | Ledger and trial balance',
    'Jurnal penyesuaian | Adjusting entries',
    'Kertas kerja | Worksheet',
    'Laporan keuangan perusahaan jasa | Financial statements of a service company',
    'Jurnal penutup | Closing entries',
    'Akuntansi perusahaan dagang | Merchandising company accounting',
    'Persediaan | Inventory',
    'Kas dan pengendalian internal | Cash and internal control',
    'Piutang | Receivables',
    'Aset tetap dan penyusutan | Fixed assets and depreciation',
  ],
  AKT201: [
    'Konsep dan klasifikasi biaya | Cost concepts and classification',
    'Siklus akuntansi biaya | Cost accounting cycle',
    'Akuntansi bahan baku | Materials accounting',
    'Akuntansi tenaga kerja | Labour accounting',
    'Biaya overhead pabrik | Factory overhead',
    'Perhitungan biaya pesanan | Job order costing',
    'Perhitungan biaya proses | Process costing',
    'Produk bersama dan produk sampingan | Joint products and by-products',
    'Biaya standar | Standard costing',
    'Analisis selisih biaya | Cost variance analysis',
    'Activity-based costing | Activity-based costing',
    'Analisis biaya-volume-laba | Cost-volume-profit analysis',
    'Anggaran fleksibel | Flexible budgets',
    'Biaya relevan untuk pengambilan keputusan | Relevant costs for decision making',
  ],
  AKT202: [
    'Dasar hukum dan asas perpajakan | Legal basis and principles of taxation',
    'Ketentuan umum dan tata cara perpajakan | General provisions and tax procedures',
    'NPWP dan pengukuhan PKP | Taxpayer registration and VAT-registered entrepreneurs',
    'Subjek dan objek PPh | Income tax subjects and objects',
    'PPh Pasal 21 | Income tax article 21',
    'PPh Pasal 22 dan 23 | Income tax articles 22 and 23',
    'PPh final Pasal 4 ayat (2) | Final income tax article 4(2)',
    'PPh badan | Corporate income tax',
    'Pajak Pertambahan Nilai | Value added tax',
    'Faktur pajak elektronik | Electronic tax invoices',
    'Pajak Penjualan atas Barang Mewah | Luxury goods sales tax',
    'Bea meterai dan PBB | Stamp duty and land and building tax',
    'SPT Tahunan | Annual tax return',
    'Pemeriksaan dan keberatan pajak | Tax audits and objections',
  ],
  AKT301: [
    'Pengantar auditing dan profesi akuntan publik | Introduction to auditing and the public accounting profession',
    'Standar audit dan kode etik | Auditing standards and code of ethics',
    'Tanggung jawab auditor | Auditor responsibilities',
    'Bukti audit | Audit evidence',
    'Perencanaan audit dan materialitas | Audit planning and materiality',
    'Penilaian risiko audit | Audit risk assessment',
    'Pengendalian internal | Internal control',
    'Sampling audit | Audit sampling',
    'Audit siklus pendapatan | Auditing the revenue cycle',
    'Audit siklus pengeluaran | Auditing the expenditure cycle',
    'Audit persediaan | Auditing inventory',
    'Audit kas dan setara kas | Auditing cash and cash equivalents',
    'Penyelesaian audit | Completing the audit',
    'Laporan auditor independen | The independent auditor’s report',
  ],
  MIF101: [
    'Pengantar pemrograman dan algoritma | Introduction to programming and algorithms',
    'Flowchart dan pseudocode | Flowcharts and pseudocode',
    'Tipe data, variabel dan operator | Data types, variables and operators',
    'Input dan output | Input and output',
    'Percabangan if dan switch | Branching with if and switch',
    'Perulangan for dan while | Loops with for and while',
    'Perulangan bersarang | Nested loops',
    'Fungsi dan parameter | Functions and parameters',
    'Array satu dimensi | One-dimensional arrays',
    'Array dua dimensi | Two-dimensional arrays',
    'String dan manipulasinya | Strings and string manipulation',
    'Struktur data record | Records',
    'Operasi file | File operations',
    'Studi kasus program sederhana | Simple programming case study',
  ],
  MIF102: [
    'Pengenalan aplikasi perkantoran | Introduction to office applications',
    'Pengolahan dokumen dan format paragraf | Document processing and paragraph formatting',
    'Tabel, gambar dan objek dalam dokumen | Tables, images and objects in documents',
    'Mail merge | Mail merge',
    'Daftar isi, referensi dan sitasi | Table of contents, references and citations',
    'Dasar lembar kerja | Spreadsheet basics',
    'Rumus dan fungsi lembar kerja | Spreadsheet formulas and functions',
    'Fungsi logika dan lookup | Logical and lookup functions',
    'Grafik dan visualisasi data | Charts and data visualisation',
    'Pivot table | Pivot tables',
    'Desain slide presentasi | Presentation slide design',
    'Animasi dan transisi presentasi | Presentation animations and transitions',
    'Kolaborasi dokumen daring | Online document collaboration',
    'Proyek terpadu aplikasi perkantoran | Integrated office application project',
  ],
  MIF201: [
    'Ekosistem dan platform aplikasi mobile | Mobile application ecosystems and platforms',
    'Dasar bahasa Kotlin | Kotlin language basics',
    'Struktur proyek Android | Android project structure',
    'Activity dan siklus hidupnya | Activities and their life cycle',
    'Layout dan komponen antarmuka | Layouts and UI components',
    'Intent dan navigasi | Intents and navigation',
    'RecyclerView dan adapter | RecyclerView and adapters',
    'Fragment | Fragments',
    'Penyimpanan lokal dengan Room | Local storage with Room',
    'Konsumsi REST API dengan Retrofit | Consuming REST APIs with Retrofit',
    'Arsitektur MVVM | MVVM architecture',
    'Notifikasi dan background task | Notifications and background tasks',
    'Lokasi dan peta | Location and maps',
    'Publikasi aplikasi ke Play Store | Publishing an app to the Play Store',
  ],
  SPL201: [
    'Pengantar mekanika tanah | Introduction to soil mechanics',
    'Sifat-sifat fisik tanah | Physical properties of soil',
    'Klasifikasi tanah (USCS, AASHTO) | Soil classification (USCS, AASHTO)',
    'Batas-batas Atterberg | Atterberg limits',
    'Pemadatan tanah | Soil compaction',
    'Permeabilitas tanah | Soil permeability',
    'Rembesan dan jaring aliran | Seepage and flow nets',
    'Tegangan efektif | Effective stress',
    'Distribusi tegangan dalam tanah | Stress distribution in soil',
    'Konsolidasi | Consolidation',
    'Penurunan tanah | Soil settlement',
    'Kuat geser tanah | Shear strength of soil',
    'Uji triaksial dan geser langsung | Triaxial and direct shear tests',
    'Penyelidikan tanah di lapangan | Field soil investigation',
  ],
  SPL202: [
    'Sifat material beton dan baja tulangan | Properties of concrete and reinforcing steel',
    'Filosofi desain dan SNI 2847 | Design philosophy and SNI 2847',
    'Analisis lentur balok persegi | Flexural analysis of rectangular beams',
    'Desain balok bertulangan tunggal | Design of singly reinforced beams',
    'Balok bertulangan rangkap | Doubly reinforced beams',
    'Balok T | T-beams',
    'Geser pada balok | Shear in beams',
    'Panjang penyaluran tulangan | Development length of reinforcement',
    'Pelat satu arah | One-way slabs',
    'Pelat dua arah | Two-way slabs',
    'Kolom pendek beban aksial | Short columns under axial load',
    'Kolom dengan beban eksentris | Eccentrically loaded columns',
    'Fondasi telapak | Spread footings',
    'Detail penulangan dan gambar kerja | Reinforcement detailing and shop drawings',
  ],
  ELK201: [
    'Besaran listrik dan satuan | Electrical quantities and units',
    'Hukum Ohm dan daya | Ohm’s law and power',
    'Hukum Kirchhoff | Kirchhoff’s laws',
    'Rangkaian seri dan paralel | Series and parallel circuits',
    'Analisis node | Nodal analysis',
    'Analisis mesh | Mesh analysis',
    'Teorema superposisi | Superposition theorem',
    'Teorema Thevenin dan Norton | Thevenin and Norton theorems',
    'Transfer daya maksimum | Maximum power transfer',
    'Kapasitor dan induktor | Capacitors and inductors',
    'Rangkaian RC dan RL | RC and RL circuits',
    'Sinyal sinusoidal dan fasor | Sinusoidal signals and phasors',
    'Impedansi dan analisis AC | Impedance and AC analysis',
    'Daya AC dan faktor daya | AC power and power factor',
  ],
  ELK202: [
    'Struktur sistem tenaga listrik | Structure of electric power systems',
    'Pembangkitan energi listrik | Electric power generation',
    'Sistem per-unit | Per-unit system',
    'Parameter saluran transmisi | Transmission line parameters',
    'Model saluran transmisi | Transmission line models',
    'Transformator daya | Power transformers',
    'Matriks admitansi bus | Bus admittance matrix',
    'Aliran daya Gauss-Seidel | Gauss-Seidel load flow',
    'Aliran daya Newton-Raphson | Newton-Raphson load flow',
    'Gangguan simetris | Symmetrical faults',
    'Komponen simetris | Symmetrical components',
    'Gangguan tidak simetris | Unsymmetrical faults',
    'Stabilitas sistem tenaga | Power system stability',
    'Proteksi sistem tenaga | Power system protection',
  ],
};

/** Topics for a course without its own list: a generic outline built from its names. */
function topikUmum(nama: string, namaInggris: string): string[] {
  const en = namaInggris || nama;
  return [
    `Pengantar ${nama} | Introduction to ${en}`,
    `Konsep dasar ${nama} | Basic concepts of ${en}`,
    'Landasan teori | Theoretical foundations',
    'Metode dan teknik utama | Main methods and techniques',
    'Studi kasus I | Case study I',
    'Diskusi kelompok I | Group discussion I',
    'Review materi sebelum UTS | Review before the midterm',
    'Topik lanjutan I | Advanced topic I',
    'Topik lanjutan II | Advanced topic II',
    'Penerapan di industri | Industrial applications',
    'Studi kasus II | Case study II',
    'Isu terkini | Current issues',
    'Presentasi proyek | Project presentations',
    'Review materi sebelum UAS | Review before the final exam',
  ];
}

export const KOMPONEN_NILAI = ['Tugas', 'Kuis', 'UTS', 'UAS', 'Keaktifan'] as const;
/** Weights in KOMPONEN_NILAI order; each pattern adds up to 100. */
const POLA_BOBOT: readonly (readonly number[])[] = [
  [20, 10, 30, 30, 10],
  [25, 10, 25, 30, 10],
  [15, 15, 30, 35, 5],
  [30, 10, 25, 25, 10],
  [20, 15, 25, 35, 5],
];

export const JUMLAH_PERTEMUAN_RPS = 16;

/** The 16 rows of a course: lecture topics around UTS (meeting 8) and UAS (meeting 16). */
export function rencanaPertemuan(kode: string, nama: string, namaInggris: string) {
  const topik = TOPIK[kode] ?? topikUmum(nama, namaInggris);
  const rows: { pertemuanKe: number; kategori: 'kuliah' | 'uts' | 'uas'; materi: string; materiInggris: string }[] = [];
  let t = 0;
  for (let ke = 1; ke <= JUMLAH_PERTEMUAN_RPS; ke++) {
    if (ke === 8) rows.push({ pertemuanKe: ke, kategori: 'uts', materi: 'Ujian Tengah Semester', materiInggris: 'Midterm Examination' });
    else if (ke === 16) rows.push({ pertemuanKe: ke, kategori: 'uas', materi: 'Ujian Akhir Semester', materiInggris: 'Final Examination' });
    else {
      const [id, en] = (topik[t++] ?? `Pertemuan ${ke} | Meeting ${ke}`).split(' | ');
      rows.push({ pertemuanKe: ke, kategori: 'kuliah', materi: id!, materiInggris: en ?? '' });
    }
  }
  return rows;
}

async function seedSilabusKampus(db: Db, collegeId: number) {
  const [college] = await db.select().from(colleges).where(eq(colleges.id, collegeId));
  const courses = await db
    .select({ id: mataKuliah.id, kode: mataKuliah.kode, nama: mataKuliah.nama, namaInggris: mataKuliah.namaInggris })
    .from(mataKuliah)
    .where(eq(mataKuliah.collegeId, collegeId))
    .orderBy(asc(mataKuliah.kode));

  if (courses.length) {
    await db.insert(rencanaPembelajaran).values(
      courses.flatMap((c) => rencanaPertemuan(c.kode, c.nama, c.namaInggris).map((r) => ({ collegeId, idMataKuliah: c.id, ...r }))),
    );
  }

  const komponen = await db
    .insert(komponenNilai)
    .values(KOMPONEN_NILAI.map((nama) => ({ collegeId, nama })))
    .returning({ id: komponenNilai.id, nama: komponenNilai.nama });
  const komponenId = KOMPONEN_NILAI.map((n) => komponen.find((k) => k.nama === n)!.id);
  if (courses.length) {
    await db.insert(rencanaEvaluasi).values(
      courses.flatMap((c, i) => {
        const pola = POLA_BOBOT[i % POLA_BOBOT.length]!;
        return komponenId.map((idKomponenNilai, j) => ({ collegeId, idMataKuliah: c.id, idKomponenNilai, bobot: pola[j]! }));
      }),
    );
  }

  const sikad = (college?.urlSikadLegacy ?? '').replace(/\/+$/, '');
  await db.insert(konfigurasi).values([
    { collegeId, keyword: CONFIG_KEYWORD.urlDosenNew, value: `${sikad}/dosen`, keterangan: 'Halaman dosen di SIAKAD (tujuan tombol Ubah Data RPS)' },
    { collegeId, keyword: CONFIG_KEYWORD.urlMahasiswaNew, value: `${sikad}/mahasiswa`, keterangan: 'Halaman mahasiswa di SIAKAD' },
    { collegeId, keyword: CONFIG_KEYWORD.urlOperatorNew, value: `${sikad}/operator`, keterangan: 'Halaman operator di SIAKAD' },
    { collegeId, keyword: CONFIG_KEYWORD.urlRps, value: `${sikad}/dosen/rps`, keterangan: 'Pengisian RPS di SIAKAD' },
    { collegeId, keyword: 'url_sikad', value: sikad, keterangan: 'Alamat utama SIAKAD' },
  ]);
  return { mataKuliah: courses.length, rencanaPembelajaran: courses.length * JUMLAH_PERTEMUAN_RPS };
}

/** Semester plans, evaluation plans and configuration of both demo colleges. */
export async function seedSilabus(db: Db, collegeIds: number[]) {
  const present = await db.select({ id: colleges.id }).from(colleges).where(inArray(colleges.id, collegeIds));
  const out = [];
  for (const { id } of present) out.push(await seedSilabusKampus(db, id));
  await seedCatatanSilabus(db, collegeIds);
  return out;
}

/**
 * Syllabus notes of every class, written from its course's semester plan so the 'Silabus' section of the demo
 * classes reads like a real one (one UPDATE for all classes).
 */
async function seedCatatanSilabus(db: Db, collegeIds: number[]) {
  await db.execute(sql`
    update kelas_kuliah k set silabus_teks =
      'Mata kuliah ' || mk.nama || ' (' || mk.sks || ' SKS) membekali mahasiswa dengan pemahaman konsep dan keterampilan praktis '
      || 'yang dibutuhkan di bidangnya. Perkuliahan terdiri atas 16 pertemuan, termasuk Ujian Tengah Semester dan Ujian Akhir Semester.'
      || E'\n\nPokok bahasan: ' || rp.topik || '.'
      || E'\n\nPenilaian mengikuti Rencana Evaluasi Pembelajaran; kehadiran minimal 75% menjadi syarat mengikuti UAS.'
    from mata_kuliah mk,
      lateral (
        select string_agg(r.materi, '; ' order by r.pertemuan_ke) as topik
        from rencana_pembelajaran r
        where r.id_mata_kuliah = mk.id and r.kategori = 'kuliah' and r.pertemuan_ke <= 5
      ) rp
    where mk.id = k.id_mata_kuliah and rp.topik is not null and k.college_id = any(${sql.raw(`array[${collegeIds.map(Number).join(',')}]::int[]`)})
  `);
}
