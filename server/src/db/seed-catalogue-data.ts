/**
 * Deterministic bilingual seed data of the catalogue. Rows are inserted in order, so a
 * row's id is its position (1-based); links refer to those ids. `false` marks an inactive row.
 */

export const serviceTypeSeeds: readonly (readonly [nameAr: string, nameEn: string, descAr: string, descEn: string])[] = [
  ['غسيل السيارات', 'Car wash', 'غسيل خارجي وداخلي للسيارة في موقعك.', 'Exterior and interior car washing at your location.'],
  ['صيانة السيارات', 'Car maintenance', 'فحص وصيانة دورية للسيارة.', 'Periodic car inspection and maintenance.'],
  ['تغيير الزيت', 'Oil change', 'تغيير زيت المحرك والفلاتر.', 'Engine oil and filter changes.'],
  ['الإطارات', 'Tyres', 'تبديل وإصلاح وترصيص الإطارات.', 'Tyre replacement, repair and balancing.'],
  ['تلميع السيارات', 'Car detailing', 'تلميع وحماية طلاء السيارة.', 'Polishing and paint protection.'],
  ['البطاريات', 'Batteries', 'فحص وتبديل بطارية السيارة.', 'Car battery testing and replacement.'],
  ['سحب السيارات', 'Towing', 'سحب السيارات المتعطلة على مدار الساعة.', 'Round-the-clock towing of broken-down cars.'],
  ['تنظيف المنازل', 'Home cleaning', 'تنظيف شامل للمنازل والشقق.', 'Full cleaning of houses and flats.'],
  ['السباكة', 'Plumbing', 'إصلاح التسربات وتركيب الأدوات الصحية.', 'Leak repairs and bathroom fittings.'],
  ['الكهرباء', 'Electrical works', 'تمديدات وإصلاحات كهربائية.', 'Electrical wiring and repairs.'],
  ['صيانة المكيفات', 'AC maintenance', 'تنظيف وشحن وإصلاح المكيفات.', 'AC cleaning, gas refill and repair.'],
  ['الدهانات', 'Painting', 'دهان الجدران والأسقف.', 'Wall and ceiling painting.'],
  ['النجارة', 'Carpentry', 'تركيب وإصلاح الأثاث والأبواب.', 'Furniture and door fitting and repair.'],
  ['مكافحة الحشرات', 'Pest control', 'رش ومكافحة الحشرات والقوارض.', 'Insect and rodent control.'],
  ['تنسيق الحدائق', 'Landscaping', 'قص العشب وتنسيق الحدائق.', 'Lawn mowing and garden design.'],
  ['نقل العفش', 'Furniture moving', 'فك وتركيب ونقل الأثاث.', 'Furniture dismantling, moving and assembly.'],
  ['صيانة الأجهزة المنزلية', 'Appliance repair', 'إصلاح الغسالات والثلاجات والأفران.', 'Washing machine, fridge and oven repair.'],
  ['الغسيل والكي', 'Laundry', 'غسيل وكي الملابس مع التوصيل.', 'Washing and ironing with delivery.'],
  ['تنظيف الخزانات', 'Water tank cleaning', 'تنظيف وتعقيم خزانات المياه.', 'Water tank cleaning and sterilisation.'],
  ['صيانة المسابح', 'Pool maintenance', 'تنظيف ومعالجة مياه المسابح.', 'Pool cleaning and water treatment.'],
  ['الأطباق الفضائية', 'Satellite installation', 'تركيب وضبط الأطباق الفضائية.', 'Satellite dish installation and tuning.'],
  ['كاميرات المراقبة', 'Security cameras', 'تركيب وصيانة كاميرات المراقبة.', 'Security camera installation and upkeep.'],
];

/** Parent is a service type id; price in SAR; times in minutes. */
export const serviceSeeds: readonly (readonly [nameAr: string, nameEn: string, serviceTypeId: number, price: number, expectedTime: number, movingInMinutes: number, active?: boolean])[] = [
  ['غسيل خارجي', 'Exterior wash', 1, 35, 30, 20],
  ['غسيل داخلي وخارجي', 'Interior and exterior wash', 1, 60, 50, 20],
  ['غسيل المحرك', 'Engine wash', 1, 45, 25, 20],
  ['تعقيم المقصورة', 'Cabin sanitising', 1, 70, 40, 20, false],
  ['فحص شامل', 'Full inspection', 2, 150, 60, 30],
  ['صيانة الفرامل', 'Brake service', 2, 220, 90, 30],
  ['فحص الكمبيوتر', 'Computer diagnostics', 2, 120, 45, 30],
  ['تغيير زيت عادي', 'Standard oil change', 3, 90, 30, 25],
  ['تغيير زيت صناعي', 'Synthetic oil change', 3, 160, 30, 25],
  ['تغيير فلتر الهواء', 'Air filter change', 3, 50, 15, 25],
  ['تبديل إطار', 'Tyre replacement', 4, 40, 20, 25],
  ['ترصيص الإطارات', 'Wheel balancing', 4, 80, 40, 25],
  ['إصلاح ثقب', 'Puncture repair', 4, 30, 20, 25],
  ['تلميع الطلاء', 'Paint polishing', 5, 250, 120, 30],
  ['حماية نانو سيراميك', 'Nano ceramic coating', 5, 900, 240, 30],
  ['تلميع المصابيح', 'Headlight restoration', 5, 120, 45, 30, false],
  ['فحص البطارية', 'Battery test', 6, 25, 15, 20],
  ['تبديل البطارية', 'Battery replacement', 6, 60, 20, 20],
  ['سحب داخل المدينة', 'In-city towing', 7, 200, 60, 40],
  ['سحب بين المدن', 'Intercity towing', 7, 650, 240, 40],
  ['تنظيف شقة', 'Flat cleaning', 8, 250, 180, 30],
  ['تنظيف فيلا', 'Villa cleaning', 8, 600, 360, 30],
  ['تنظيف بعد البناء', 'After-construction cleaning', 8, 900, 480, 30],
  ['إصلاح تسرب', 'Leak repair', 9, 120, 60, 30],
  ['تركيب خلاط', 'Mixer tap installation', 9, 80, 40, 30],
  ['تسليك مجاري', 'Drain unblocking', 9, 150, 60, 30],
  ['تركيب إنارة', 'Light fitting', 10, 70, 30, 30],
  ['إصلاح قاطع كهربائي', 'Circuit breaker repair', 10, 110, 45, 30],
  ['تمديد أفياش', 'Socket installation', 10, 90, 40, 30, false],
  ['تنظيف مكيف سبليت', 'Split AC cleaning', 11, 100, 45, 30],
  ['شحن غاز المكيف', 'AC gas refill', 11, 180, 40, 30],
  ['تركيب مكيف', 'AC installation', 11, 300, 120, 30],
  ['دهان غرفة', 'Room painting', 12, 500, 300, 30],
  ['دهان واجهة', 'Facade painting', 12, 2500, 960, 30],
  ['تركيب باب', 'Door installation', 13, 200, 90, 30],
  ['تركيب غرفة نوم', 'Bedroom set assembly', 13, 350, 180, 30],
  ['رش حشرات منزلي', 'Home pest spraying', 14, 200, 60, 30],
  ['مكافحة النمل الأبيض', 'Termite control', 14, 700, 180, 30],
  ['قص العشب', 'Lawn mowing', 15, 120, 60, 30],
  ['تصميم حديقة', 'Garden design', 15, 1500, 480, 30, false],
  ['نقل شقة', 'Flat moving', 16, 1200, 360, 45],
  ['فك وتركيب أثاث', 'Furniture dismantling and assembly', 16, 400, 180, 45],
  ['إصلاح غسالة', 'Washing machine repair', 17, 150, 60, 30],
  ['إصلاح ثلاجة', 'Fridge repair', 17, 180, 60, 30],
  ['غسيل وكي ثوب', 'Thobe wash and iron', 18, 12, 1440, 60],
  ['غسيل بطانيات', 'Blanket washing', 18, 45, 1440, 60],
  ['تنظيف خزان أرضي', 'Ground tank cleaning', 19, 350, 120, 30],
  ['تنظيف خزان علوي', 'Roof tank cleaning', 19, 200, 90, 30],
  ['تنظيف مسبح', 'Pool cleaning', 20, 250, 120, 30],
  ['معالجة مياه المسبح', 'Pool water treatment', 20, 180, 60, 30],
  ['تركيب طبق فضائي', 'Dish installation', 21, 150, 60, 30],
  ['ضبط الإشارة', 'Signal tuning', 21, 80, 30, 30],
  ['تركيب كاميرتين', 'Two-camera installation', 22, 450, 180, 30],
  ['صيانة نظام المراقبة', 'Surveillance system service', 22, 200, 90, 30],
];

export const productSeeds: readonly (readonly [nameAr: string, nameEn: string, descAr: string, descEn: string, price: number, active?: boolean])[] = [
  ['شامبو سيارات', 'Car shampoo', 'شامبو مركز لغسيل السيارات.', 'Concentrated car wash shampoo.', 25],
  ['شمع تلميع', 'Polishing wax', 'شمع لحماية ولمعان الطلاء.', 'Wax for paint shine and protection.', 55],
  ['منشفة مايكروفايبر', 'Microfibre towel', 'منشفة ناعمة لا تخدش الطلاء.', 'Soft towel that does not scratch paint.', 15],
  ['معطر سيارة', 'Car air freshener', 'معطر يدوم ثلاثين يومًا.', 'Air freshener that lasts thirty days.', 12],
  ['زيت محرك 5W-30', 'Engine oil 5W-30', 'زيت صناعي بالكامل، أربعة لترات.', 'Fully synthetic oil, four litres.', 140],
  ['فلتر زيت', 'Oil filter', 'فلتر زيت لمعظم السيارات.', 'Oil filter for most cars.', 35],
  ['مساحات زجاج', 'Wiper blades', 'زوج مساحات بمقاسات متعددة.', 'A pair of wiper blades, several sizes.', 45],
  ['سائل تبريد', 'Coolant', 'سائل تبريد جاهز، لتران.', 'Ready-mixed coolant, two litres.', 40],
  ['بطارية 70 أمبير', '70 Ah battery', 'بطارية بضمان سنة.', 'Battery with a one-year warranty.', 380],
  ['منظف زجاج', 'Glass cleaner', 'منظف زجاج بدون بقع.', 'Streak-free glass cleaner.', 18],
  ['واقي شمس', 'Windscreen sun shade', 'واقي شمس قابل للطي.', 'Foldable windscreen sun shade.', 30],
  ['غطاء سيارة', 'Car cover', 'غطاء مقاوم للغبار والشمس.', 'Dust and sun resistant car cover.', 120],
  ['منظف أرضيات', 'Floor cleaner', 'منظف أرضيات بعطر اللافندر.', 'Lavender floor cleaner.', 22],
  ['مطهر متعدد الاستخدام', 'Multi-purpose disinfectant', 'يقضي على الجراثيم.', 'Kills germs.', 28],
  ['فلتر مكيف', 'AC filter', 'فلتر هواء لمكيفات السبليت.', 'Air filter for split ACs.', 35],
  ['مبيد حشرات', 'Insect spray', 'مبيد حشرات منزلي آمن.', 'Safe household insect spray.', 26],
  ['سماد حدائق', 'Garden fertiliser', 'سماد عضوي، خمسة كيلو.', 'Organic fertiliser, five kilos.', 48],
  ['خرطوم ري', 'Garden hose', 'خرطوم ري بطول عشرين مترًا.', 'Twenty-metre garden hose.', 65],
  ['كلور مسابح', 'Pool chlorine', 'أقراص كلور للمسابح.', 'Chlorine tablets for pools.', 90],
  ['لمبة ليد', 'LED bulb', 'لمبة موفرة للطاقة.', 'Energy-saving bulb.', 10],
  ['شريط تفلون', 'PTFE tape', 'شريط عزل لوصلات السباكة.', 'Sealing tape for plumbing joints.', 5],
  ['كاميرا واي فاي', 'Wi-Fi camera', 'كاميرا مراقبة داخلية.', 'Indoor security camera.', 210, false],
  ['منظف فرن', 'Oven cleaner', 'منظف للدهون المحترقة.', 'Cleaner for burnt-on grease.', 24, false],
  ['معطر غسيل', 'Laundry perfume', 'معطر للملابس يدوم طويلًا.', 'Long-lasting laundry perfume.', 32],
];

/**
 * Offers, their dates as day offsets from the seeding day: some over, some running,
 * some to come. Target is a product id or a service id as the type says.
 */
export const offerSeeds: readonly (readonly [type: 'product' | 'service', targetId: number, fromOffset: number, toOffset: number, percentage: number, active?: boolean])[] = [
  ['service', 1, -30, -10, 10],
  ['product', 1, -20, 10, 15],
  ['service', 2, -5, 25, 20],
  ['product', 2, 0, 30, 10],
  ['service', 5, -2, 12, 25],
  ['product', 5, 3, 20, 12.5],
  ['service', 8, -15, 5, 15],
  ['product', 6, -1, 29, 5],
  ['service', 9, 5, 35, 30],
  ['product', 9, -40, -20, 20, false],
  ['service', 11, 0, 7, 50],
  ['product', 10, 2, 16, 10],
  ['service', 14, -7, 23, 35],
  ['product', 12, 10, 40, 25],
  ['service', 21, -3, 27, 20],
  ['product', 13, -10, 20, 15],
  ['service', 24, 1, 15, 10],
  ['product', 15, 0, 60, 20],
  ['service', 30, -12, 18, 25],
  ['product', 19, 7, 21, 30],
  ['service', 31, -60, -30, 40, false],
  ['product', 20, -4, 26, 45],
  ['service', 37, 14, 44, 15],
  ['service', 43, -1, 9, 10],
];

export const carModelSeeds: readonly (readonly [nameAr: string, nameEn: string, active?: boolean])[] = [
  ['تويوتا كامري', 'Toyota Camry'],
  ['تويوتا كورولا', 'Toyota Corolla'],
  ['تويوتا لاند كروزر', 'Toyota Land Cruiser'],
  ['تويوتا هايلكس', 'Toyota Hilux'],
  ['هيونداي سوناتا', 'Hyundai Sonata'],
  ['هيونداي إلنترا', 'Hyundai Elantra'],
  ['هيونداي أكسنت', 'Hyundai Accent'],
  ['كيا سبورتاج', 'Kia Sportage'],
  ['كيا بيجاس', 'Kia Pegas'],
  ['نيسان باترول', 'Nissan Patrol'],
  ['نيسان ألتيما', 'Nissan Altima'],
  ['هوندا أكورد', 'Honda Accord'],
  ['هوندا سيفيك', 'Honda Civic'],
  ['شفروليه تاهو', 'Chevrolet Tahoe'],
  ['جي إم سي يوكن', 'GMC Yukon'],
  ['فورد إكسبلورر', 'Ford Explorer'],
  ['لكزس إل إكس', 'Lexus LX'],
  ['مرسيدس الفئة إي', 'Mercedes-Benz E-Class'],
  ['بي إم دبليو الفئة الخامسة', 'BMW 5 Series'],
  ['مازدا سي إكس 5', 'Mazda CX-5'],
  ['ميتسوبيشي باجيرو', 'Mitsubishi Pajero', false],
  ['إيسوزو دي ماكس', 'Isuzu D-Max'],
  ['شيري تيغو', 'Chery Tiggo'],
  ['جيلي كولراي', 'Geely Coolray', false],
];

/** Car packages: model id, region (a district id, 0 for everywhere) and service ids from two or more service types. */
export const carCategorySeeds: readonly (readonly [nameAr: string, nameEn: string, carModelId: number, regionId: number, serviceIds: readonly number[], active?: boolean])[] = [
  ['باقة العناية الأساسية', 'Basic care package', 1, 1, [1, 8, 17]],
  ['باقة العناية الكاملة', 'Full care package', 1, 0, [2, 5, 9, 12]],
  ['باقة الشتاء', 'Winter package', 2, 2, [1, 17, 11]],
  ['باقة الرحلات', 'Road trip package', 3, 0, [5, 11, 12, 9]],
  ['باقة الدفع الرباعي', '4x4 package', 3, 1, [2, 3, 12, 20]],
  ['باقة العمل', 'Work truck package', 4, 5, [1, 8, 13]],
  ['باقة السيدان', 'Sedan package', 5, 0, [2, 8]],
  ['باقة اللمعان', 'Shine package', 6, 2, [2, 14]],
  ['باقة الاقتصاد', 'Economy package', 7, 0, [1, 8, 13]],
  ['باقة العائلة', 'Family package', 8, 1, [2, 5, 18]],
  ['باقة المدينة', 'City package', 9, 3, [1, 10, 17]],
  ['باقة الفخامة', 'Luxury package', 10, 1, [2, 14, 15, 9]],
  ['باقة الصيانة الدورية', 'Periodic maintenance package', 11, 0, [5, 9, 10]],
  ['باقة البطارية والإطارات', 'Battery and tyres package', 12, 4, [11, 12, 18]],
  ['باقة الطلاب', 'Student package', 13, 0, [1, 8]],
  ['باقة الأسطول', 'Fleet package', 14, 1, [2, 5, 9, 19]],
  ['باقة الصحراء', 'Desert package', 15, 0, [3, 12, 20]],
  ['باقة المسافر', 'Traveller package', 16, 2, [5, 11, 17]],
  ['باقة كبار الشخصيات', 'VIP package', 17, 1, [2, 15, 9, 6]],
  ['باقة التلميع الألمانية', 'German detailing package', 18, 0, [14, 15, 2], false],
  ['باقة الأداء', 'Performance package', 19, 2, [6, 7, 9]],
  ['باقة الطرق الوعرة', 'Off-road package', 22, 0, [3, 12, 19], false],
];

/** Working week of service types: which pattern each uses, by service type id. */
export const workingHourPatterns = {
  /** Saturday to Thursday, morning and evening shifts. */
  shifts: {
    days: [1, 2, 3, 4, 5, 6],
    periods: [
      ['08:00', '12:00'],
      ['16:00', '22:00'],
    ],
  },
  /** Every day, all day. */
  allDay: { days: [1, 2, 3, 4, 5, 6, 7], periods: [['00:00', '23:59']] },
  /** Sunday to Thursday, office hours. */
  office: { days: [2, 3, 4, 5, 6], periods: [['09:00', '17:00']] },
  /** Every day, long hours. */
  extended: {
    days: [1, 2, 3, 4, 5, 6, 7],
    periods: [
      ['07:00', '13:00'],
      ['15:00', '23:00'],
    ],
  },
} as const;

export type WorkingHourPattern = keyof typeof workingHourPatterns;

export function workingHourPatternOf(serviceTypeId: number): WorkingHourPattern {
  if (serviceTypeId === 7) return 'allDay';
  if (serviceTypeId <= 6) return 'extended';
  return serviceTypeId % 2 === 0 ? 'shifts' : 'office';
}
