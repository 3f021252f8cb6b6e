import type { CrisisLexicon } from '../lexicon.js';
import { word } from '../words.js';

// Patterns read normalised text with the diacritics gone ("tôi muốn chết" is "toi muon chet"),
// after the texting rewrites below. Without diacritics many words collide ("tự tử" suicide and
// "từ từ" slowly are both "tu tu"; "đạo" faith and "dao" knife; "cầu" bridge and "cầu" pray),
// so risky words are only read in a frame that tells them apart.
const w = (source: string) => word(source, 'u');
const rw = (source: string, by: string): [RegExp, string] => [word(source, 'gu'), by];

// Who speaks: northern and southern pronouns, teen texting ("t", "tui", "tớ"), and the
// kinship pronouns people use of themselves to parents, elders and God (em, con, cháu).
const ME = String.raw`(?:toi|tao|minh|tui|to|em|con|anh|chi|chau|t)`;
// Will, plan or wish before a verb of dying.
const MODAL = String.raw`(?:(?:len |lap |co )?ke hoach|muon|mun|dinh|se|sap|tinh|quyet dinh|chuan bi|nghi (?:den|toi|ve)(?: chuyen| viec)?|y dinh|co y dinh|y nghi|suy nghi|thu|chi muon|chac (?:se|phai)|hay la|co le|toan|doa|doi|nen|phai|lai (?:muon|dinh|nghi)|dang|vua|suyt|di|mong|them|cu muon|that su muon|rat muon)`;
// "chết" that means dying, not the intensifiers ("cười chết", "chết tiệt", "nóng chết đi được"),
// a holy death ("chết lành") or dying for the faith.
const CHET = String.raw`(?:chet|die|ngom|chec)(?! (?:cuoi|me|khiep|ngat|tiet|sung|lang|dinh|dan|mat|lanh|duoc|di duoc|roi con|tuoi|nguoi|that|trong (?:an|on|tay|vong tay|binh an)|vi (?:dao|chua|duc tin|niem tin|nghia)|cho (?:chua|dao|to quoc|dat nuoc|nguoi khac|ban huu|con nguoi cu|ban than|toi loi)))`;
// "tự tử" and its synonyms; "tu tu" not followed by what "từ từ" (slowly) goes with.
const TUTU = String.raw`(?:tu tu(?! (?:thoi|da|ma|nhe|nha|nhen|ha|tinh|tim|hoc|an|uong|noi|lam|suy nghi|nghi|doc|tap|thay|hieu|bo|quen|cung|se|tung|binh tinh|cai|thich nghi|lanh|khoi|phuc hoi|hoi phuc|di len|di xuong|ma di|ra|roi (?:tinh|se|cung|lam|hoc|quen|on)))|tu sat|tu van (?:bang|chet|cho xong)|tu ket lieu|quyen sinh|tu giet (?:minh|ban than|chinh minh)|ket lieu (?:doi|cuoc doi|ban than|chinh minh|sinh mang|mang song|doi minh))`;
// The frames in which "tu tu" is "tự tử": a will or plan, not "nên/phải/đi từ từ" (go slowly).
const TUTU_MODAL = String.raw`(?:(?:len |lap |co )?ke hoach|muon|mun|dinh|se|sap|tinh|quyet dinh|chuan bi|nghi (?:den|toi|ve)(?: chuyen| viec)?|y dinh|co y dinh|y nghi|suy nghi|chi muon|chac (?:se|phai)|lai (?:muon|dinh|nghi)|suyt|mong|them|doa|doi)`;
// Adjectives that make "muốn chết" an exaggeration ("mệt muốn chết", "xấu hổ muốn chết").
const HYPERBOLE = String.raw`(?:dau (?:bung|dau|rang|lung|chan|tay|hong|mat|bao tu|da day|nguoi|co)|met|doi|nong|lanh|ret|khat|ngai|xau ho|hoi hop|cuoi|buon cuoi|so|ngu|buon ngu|dau|nhuc|nhuc dau|ngua|ghen|tuc|dep|ngon|thom|de thuong|dang yeu|nho|thich|vui|suong|run|lo|cang thang|chan|buc|cay|ghet|on|oi|no|ngot|phe|ket|ban)`;
const NOT = String.raw`(?:khong|chang|cha|chua|dau co|khong he|ai|ai ma|chang ai)`;
const MEANS = String.raw`(?:thuoc (?:ngu|an than|chuot|diet chuot|tru sau|sau|diet co|doc|giam dau|tram cam|huong than)|paraquat|xyanua|cyanide|day thung|thong long|dao lam|luoi lam|dao cao|con dao|axit|acid|khau sung|cay sung|vi thuoc|lo thuoc|hop thuoc|panadol|paracetamol|seduxen|bep than)`;
const LETHAL = String.raw`(?:thuoc (?:chuot|diet chuot|tru sau|sau|diet co|doc)|paraquat|xyanua|cyanide|day thung|thong long|dao lam|luoi lam|khau sung|cay sung|axit)`;
const LEDGE = String.raw`(?:san thuong|tang thuong|noc nha|mai nha|(?:tren|qua|ngoai|o) lan can|thanh cau|giua cau|mep (?:cau|san thuong|toa nha|vuc|ho|mai)|duong ray|duong tau|bo song|bo ho|vuc|mom da|cau (?:long bien|chuong duong|nhat tan|thu thiem|sai gon|rong|thang long|vinh tuy|binh trieu|phu my|tran thi ly|song han|my thuan|can tho|bai chay|thanh tri))`;
const ABUSER = String.raw`(?:chong|vo|bo|ba|cha|me|bo duong|cha duong|duong|me ke|di ghe|anh trai|chi gai|anh ho|chu|bac|cau|anh ay|ong ay|ba ay|co ay|chi ay|han|no|ong ta|ba ta|anh ta|thang do|lao ta|ong|thay|thay giao|thay giao ly|co giao|giao ly vien|huynh truong|truong doan|cha xu|cha pho|linh muc|tu si|thay dong|so|hlv|huan luyen vien|nguoi yeu|ban trai|sep|chu nha|ong chu|ba chu|hang xom|anh re|ke do|ho|bon ho|chung no|tui no)`;
const CLOSE = String.raw`(?:ban|ban than|bff|ban cung phong|ban cung lop|ban hoc|em trai|em gai|anh trai|chi gai|em ho|anh ho|chi ho|con trai|con gai|chong|vo|nguoi yeu|ban trai|ban gai|bo|me|ba|dong nghiep|hoc sinh|hang xom|dua ban|be|nhoc)`;

export const VIETNAMESE: CrisisLexicon = {
  languages: ['vi'],
  // Texting as Vietnamese teens and adults type it, to the full words the patterns read.
  rewrites: [
    rw(
      String.raw`(?:ko|k|kg|kh|khg|hok|hk|khum|khong|hong(?= (?:muon|co|the|con|chiu|thiet|ai|bao|dam|phai|sao)))`,
      'khong',
    ),
    rw(String.raw`(?:dc|dk|duoc|dx)`, 'duoc'),
    rw(String.raw`(?:j|ji)`, 'gi'),
    rw(String.raw`(?:mk|mik|mh|mjk|mjnh|mjh|mnh)`, 'minh'),
    rw(String.raw`(?:mn|mng|moi ng)`, 'moi nguoi'),
    rw(String.raw`ng`, 'nguoi'),
    rw(String.raw`(?:kbh|kbg|khong bao h)`, 'khong bao gio'),
    rw(String.raw`(?:bh|bjo|bgio|bay h)`, 'bay gio'),
    rw(String.raw`(?:r|rui)`, 'roi'),
    rw(String.raw`vs`, 'voi'),
    rw(String.raw`ns`, 'noi'),
    rw(String.raw`(?:cx|cg|cug)`, 'cung'),
    rw(String.raw`ck`, 'chong'),
    rw(String.raw`vk`, 'vo'),
    rw(String.raw`(?:bme|bm)`, 'bo me'),
    rw(String.raw`ny`, 'nguoi yeu'),
    rw(String.raw`trc`, 'truoc'),
    rw(String.raw`(?:wa|qa)`, 'qua'),
    rw(String.raw`(?:nt|ib)`, 'nhan tin'),
    rw(String.raw`(?:dt|dthoai)`, 'dien thoai'),
    rw(String.raw`(?:hnay|hn)`, 'hom nay'),
    rw(String.raw`(?:hqua|hq)`, 'hom qua'),
    rw(String.raw`(?:dag|dg)`, 'dang'),
    rw(String.raw`lm`, 'lam'),
    rw(String.raw`e`, 'em'),
    rw(String.raw`mun`, 'muon'),
    rw(String.raw`(?:zui)`, 'vui'),
  ],
  closePeople: w(
    String.raw`${CLOSE}(?: \S+){0,6} (?:nhan|nhan tin|noi|bao|viet|gui|dang|post|status|tin nhan|inbox|goi|ke)`,
  ),
  signals: {
    // Suicide named with a will, plan or time ("tối nay mình sẽ tự tử", "kết thúc tất cả").
    intent: [
      // Suicide with a time ("tự tử tối nay"); ending one's pain.
      w(
        String.raw`${TUTU} (?:toi nay|dem nay|ngay mai|sang mai|hom nay|cuoi tuan nay)|(?:${ME}|se|muon|dinh|quyet dinh) (?:\S+ )?(?:cham dut|ket thuc) (?:\S+ )?(?:noi dau|su dau kho|dau kho|noi kho|kiep nay)(?: nay)?`,
      ),
      w(String.raw`nam (?:len|tren|xuong|ra|giua) (?:duong ray|duong tau|duong sat)`),
      // A jump from a bridge, a roof or a window with a will to it; "đi luôn cho rồi".
      new RegExp(
        String.raw`^(?=.*(?<![\p{L}])(?:tren cau|len cau|ra cau|giua cau|thanh cau|lan can|san thuong|noc nha|mai nha|tang \d+|tang thuong|cua so|ban cong)(?![\p{L}])).*(?<![\p{L}])(?:muon|se|dinh|sap|chuan bi|quyet dinh|chi muon) (?:\S+ )?(?:nhay|lao|gieo minh)(?: xuong| qua| ra| tu)?(?![\p{L}])(?!.{0,30}(?:be boi|ho boi|nuoc tam|xuong duoi choi|day|mua|hat))`,
        'u',
      ),
      w(
        String.raw`(?:${ME}|muon|se|dinh|quyet dinh) (?:\S+ )?(?:nhay|lao|gieo minh) (?:qua|ra|tu|khoi) cua so|(?:muon|se|dinh) (?:\S+ )?(?:di|ra di) luon (?:cho (?:roi|xong|khoe|nhe))|(?:muon|dang|lai|hay|se) (?:\S+ )?(?:tu huy hoai|huy hoai ban than|tu huy(?! (?:diet|du lieu)))`,
      ),
      w(String.raw`(?:${TUTU_MODAL}|${ME}) (?:(?:di|ma|luon|that|cung|lai|van|thi|cho|thu|da|tung) ){0,2}${TUTU}`),
      w(
        String.raw`${TUTU} (?:bang|cho (?:xong|roi|chet)|chet|di cho|luon cho|vao (?:dem|ngay|toi|sang|chieu|hom|luc|thu|cuoi|dip|sinh nhat|le|tet|giao thua|\d))`,
      ),
      w(String.raw`(?:y dinh|y nghi|suy nghi|nghi den chuyen|chuyen) ${TUTU}`),
      w(
        String.raw`(?:${MODAL}|${ME}) (?:\S+ )?(?:ket thuc|cham dut) (?:tat ca|het|moi thu|moi chuyen|het moi thu|tat ca moi thu|cuoc doi|cuoc song|doi minh|mang song|sinh mang|su song|chuyen nay)(?! (?:cac|nhung|bai|mon|viec|cong viec|du an|hop dong|khoa hoc|voi|giua|cua hai|cua chung))`,
      ),
      w(
        String.raw`(?:ket thuc|cham dut) (?:cuoc doi|doi minh|mang song|sinh mang|su song|cuoc song nay|cuoc song cua ${ME})`,
      ),
      w(
        String.raw`(?<!(?:^|[^\p{L}])(?:${HYPERBOLE}|${NOT})(?: (?:qua|lam|vl|vcl|that|ghe|kinh|dien))? )(?:muon|mun|them|mong|chi muon|that su muon|rat muon|lai muon|cu muon|dinh|quyet dinh|chuan bi) (?:duoc )?${CHET}|(?<!(?:^|[^\p{L}])(?:me|bo|ba|ma|ong|cha|chong|vo|con|em|anh|chi|ban|co|chu|bac|cau|di|thim|mo|cho|meo) )${ME} (?:\S+ )?(?:se|sap) ${CHET}(?! (?:roi|mat|that|thoi|chac|vi (?:benh|ung thu|tuoi gia|gia)))`,
      ),
      w(
        String.raw`(?:${MODAL}|${ME}) (?:\S+ )?(?:nhay (?:cau|lau|song|ho|xuong (?:song|ho|duoi|dat)|tu (?:tang|lau|san thuong|cau|tren|ban cong|cua so|mai nha|noc nha)|khoi (?:cau|lau|toa nha|san thuong))|lao (?:dau |minh )?(?:vao|xuong) (?:xe|tau|o to|song|duong ray|dau xe)|treo co|that co|tu treo|uong thuoc (?:ngu|chuot|tru sau|sau|diet co|doc)|uong (?:het|ca) (?:vi|lo|hop) thuoc|uong qua lieu|dot than)(?!.{0,30}(?:be boi|ho boi|van dong vien|thi dau|nghe thuat|mon the thao))`,
      ),
      w(
        String.raw`(?:${MODAL}|${ME}) (?:\S+ )?(?:lam|lam chuyen|lam dieu|lam viec) (?:dai dot|ngu ngoc cuoi cung)|(?:${ME}|dang|lai|hay|cu) nghi quan`,
      ),
      w(
        String.raw`(?:${ME}|muon|se|sap|dinh|quyet dinh) (?:\S+ )?(?:ra di|bien mat|di) (?:mai mai|vinh vien|khoi (?:cuoc doi|the gian|tran gian|the gioi nay))(?! (?:roi|nam|tu|vao nam|tu nam))`,
      ),
    ],
    // Wishing to be dead, not to wake, never born, God taking one ("xin Chúa cho con chết đi").
    'passive-wish': [
      // Going to sleep with no intention of waking; no reason to stay.
      w(
        String.raw`khong (?:dinh|muon|tinh|co y) (?:thuc|tinh) (?:day|lai)(?: nua)?(?! (?:temprano|tarde|antes|hasta|pronto|cedo|presto|tot|tard|som|muon|den trua|fruh|frueh))(?![^.!?]*(?:dia libre|libre|folga|giorno libero|jour de repos|repos|frei|nghi|domingo|sabado|feriado|vacaciones|ferias|vacanz|vacances|urlaub))|(?:khong|chang) con (?:ly do|ly do gi|gi) (?:gi )?(?:de )?(?:o lai|song tiep|tiep tuc song|luu luyen)`,
      ),
      w(
        String.raw`(?:chi |that su |rat )?muon bien mat(?= *(?:[.!,;]|$)| (?:khoi (?:cuoc doi|the gioi|the gian|tran gian)|luon|mai mai|vinh vien|cho xong))|(?:khong|chang) (?:con )?thay (?:\S+ )?tuong lai (?:gi )?nua`,
      ),
      w(
        String.raw`hoi han (?:vi|la) (?:da )?(?:tinh lai|tinh day|song sot|con song|qua khoi)|(?:uoc gi|gia nhu) (?:${ME} )?(?:dung|khong) (?:tinh lai|tinh day|song sot)`,
      ),
      // Tired of life itself; "I should die".
      w(
        String.raw`(?:met moi|met|chan|chan ngan|chan nan|kiet suc|ngan) (?:voi |vi )?(?:cuoc song|cuoc doi|kiep song)(?: nay)?(?! (?:o|tai|thanh pho|do thi|hien dai|vo chong|hon nhan|sinh vien|cong so)\b)|${ME} (?:thay )?(?:${ME} )?(?:nen|phai|dang) ${CHET}(?! (?:vi|voi|cuoi))`,
      ),
      w(
        String.raw`(?:uoc gi|uoc|gia ma|gia nhu|mong|cau mong|cau cho|xin cho|uoc chi|that long mong|cau xin) (?:${ME} )?(?:da |duoc )?(?:${CHET}|bien mat|khong (?:ton tai|con tren doi|con song|phai song)|chua (?:tung )?(?:duoc )?sinh ra|dung (?:co )?sinh ra|ngu (?:mai mai|luon|mot giac)|khong (?:bao gio )?(?:phai )?(?:thuc|tinh) (?:day|lai|giac)?|ra di (?:mai mai|luon|som)|di luon)`,
      ),
      w(String.raw`(?<!(?:^|[^\p{L}])(?:${HYPERBOLE}) )(?:cho|de) (?:${ME}) (?:duoc )?${CHET}(?! (?:roi|thi|o|tai))`),
      w(
        String.raw`(?<!(?:^|[^\p{L}])ai (?:ma )?)${NOT} (?:con )?(?:muon|thiet|thiet tha|mang|can) (?:\S+ )?(?:song|ton tai|o tren doi|thuc day|tinh day|tiep tuc song|song tiep)(?! (?:o|tai|gan|voi|chung|xa|cung|trong|nhu the nay o|mot minh o|lau|tho|khoe|ich ky|gia doi|buong tha|sai|nhu (?:ho|nguoi ta|bo me)))`,
      ),
      w(String.raw`${CHET} (?:cung|thi cung|di cung) (?:duoc|chang sao|khong sao|ky|mac ke|chang ai quan tam)`),
      w(
        String.raw`het (?:muon|thiet) song|chan song|(?:met|met moi|kiet suc|so) (?:vi|voi) (?:viec )?(?:phai )?(?:song|thuc day)|song (?:khong|chang) bang chet|song (?:de |lam )?(?:lam )?gi nua|song (?:cung|con) (?:chang|khong) (?:de )?(?:lam )?gi|song (?:cung )?vo nghia|chang con thiet (?:song|gi)|khong con thiet (?:song|gi|tha)`,
      ),
      w(
        String.raw`(?:ngu|nham mat)(?: \S+){0,4} (?<!(?:goi|keu|lay|danh thuc) )(?:khong|chang) (?:bao gio )?(?:phai )?(?:tinh|thuc|day)(?: (?:day|lai|giac))?(?: nua)?|(?:ngu|nham mat) (?:mai mai|vinh vien|luon khong|giac ngan thu)`,
      ),
      w(
        String.raw`(?:chua|ngai|troi|ong troi|duc me|me maria)(?: oi)?,? (?:xin |hay |lam on )?(?:dem|mang|cat|goi|ruoc|bat|lay) (?:${ME}) (?:ve|di)(?! (?:le|nha tho|hoc|choi|an|tu|theo|lam|phuc vu|vao|truyen giao|dan|song|dung))`,
      ),
      w(
        String.raw`(?:muon|mong|uoc|xin) (?:duoc )?(?:di theo|ve voi|xuong voi|gap lai) (?:ba|bo|me|ong|ba noi|ba ngoai|chong|vo|con|anh ay|co ay) (?:\S+ )?(?:luon|cho roi|cho xong|o ben kia|tren troi|duoi suoi vang)`,
      ),
    ],
    // Burden, no way out, better off without me, can't go on.
    hopelessness: [
      w(String.raw`(?:cuoc song|cuoc doi|song)[^.!?]{0,30}(?:chang|khong) con (?:co )?y nghia(?: gi)?`),
      // "Better off without a child like me"; cannot live like this.
      w(
        String.raw`khong co (?:\S+ ){0,2}nhu (?:${ME}) (?:thi )?(?:\S+ )?(?:tot|vui|hanh phuc|nhe nhom|sung suong|yen on) hon|khong the (?:song|chiu dung|chiu|tiep tuc) (?:\S+ )?(?:nhu the nay|the nay|nhu vay|kieu nay)(?: nua)?|khong the song (?:them|tiep) (?:duoc )?nua`,
      ),
      w(
        String.raw`(?:${ME} )(?:chi |chang qua |chi con |dung la |that su |cung |van |mai mai )*(?:la )?(?:mot )?(?:ganh nang|ke thua|do vo dung|dua vo dung|do bo di|nguoi thua|thu thua thai|ke vo dung|do an hai|dua an hai)`,
      ),
      w(
        String.raw`(?:${ME} )?(?:thay )?(?:song|cuoc song|cuoc doi) (?:cua ${ME} )?(?:chang|khong|cung chang|cung khong|het) (?:con )?(?:co )?y nghia(?: gi)?(?! (?:neu|khi|ma khong|thieu))|${ME} (?:chi )?(?:la )?(?:dang )?song thua`,
      ),
      w(String.raw`ganh nang (?:cho|cua|voi) (?:gia dinh|bo me|ba me|moi nguoi|tat ca|ca nha|nha|chong|vo|con cai|ai)`),
      w(
        String.raw`(?:khong|chang|het) (?:con )?(?:loi thoat|loi ra|duong thoat|duong song|ly do (?:gi )?(?:de )?song|gi de (?:song|mat|luu luyen)|dieu gi de song|y nghia gi nua)|(?:khong|chang) con (?:chut )?(?:hy vong|hi vong) (?:gi )?(?:nua|vao (?:cuoc song|cuoc doi|tuong lai|bat cu dieu gi)|de song)|het (?:duong|cach) (?:song|thoat)|cung duong roi|be tac (?:qua|lam|hoan toan|that su|het|roi|den muc)`,
      ),
      w(
        String.raw`(?:khong|chang|het) (?:the )?(?:chiu|chiu dung|gang|tru|tiep tuc|song|cam cu|tru vung|chong chiu|chiu dung them) (?:noi|duoc|them) (?:nua|them nua|them duoc nua)(?= *(?:[.!,;]|$|roi|dau|that|lam|chua|oi|chua oi))|song khong noi (?:nua)?`,
      ),
      w(
        String.raw`(?:nhe nhom|vui|hanh phuc|thoai mai|sung suong|tot|de tho|yen on|do kho|do met|do ganh nang) (?:hon )?(?:neu|khi|mot khi|luc) (?:khong (?:con |co )?(?:${ME})|(?:${ME}) (?:chet|bien mat|khong con|ra di|di)|thieu (?:${ME}))`,
      ),
      w(
        String.raw`(?:khong co|thieu|vang) (?:${ME}) (?:thi )?(?:moi nguoi|ai cung|gia dinh|bo me|ba me|ca nha|the gioi|tat ca) (?:se |chac |cung )*(?:nhe nhom|vui|hanh phuc|tot|thoai mai|sung suong|yen on)`,
      ),
      w(
        String.raw`(?:${ME}) ${CHET} (?:di )?(?:thi |chac |la |roi |cho )*(?:moi nguoi|ai|bo me|ba me|gia dinh|ca nha|chong|vo|con|nguoi ta|ho)(?: \S+){0,3} (?:se |chac |cung |deu )*(?:nhe nhom|vui|hanh phuc|thoai mai|sung suong|do|het kho|tot|ranh no|khoi)`,
      ),
      w(
        String.raw`${CHET} (?:di )?(?:cho (?:roi|xong|ranh|nhe|do|khoe|yen|het|song)|quach|phut cho|luon cho)|chet quach|tha (?:${ME} )?${CHET}(?! (?:chu|vinh|cho|vi))|${CHET} (?:con|con de) (?:hon|suong hon|tot hon)|(?:${ME}) (?:dang|xung dang) (?:bi |phai )?${CHET}`,
      ),
      w(
        String.raw`(?:khong|chang) (?:ai|mot ai) (?:se )?(?:nho|buon|de y|quan tam|can|thuong|khoc|tiec) (?:toi |den |cho )?(?:${ME}) (?:(?:dau|ca|nua) )?(?:neu|khi) (?:${ME} )?(?:chet|mat|bien mat|khong con|ra di)|(?:khong|chang) ai can (?:${ME})(?: (?:ca|nua|tren doi|het))?(?= *(?:[.!,;]|$))`,
      ),
      w(
        String.raw`chi (?:biet )?(?:lam kho|lam phien|lam kho so|bao|lam nhuc|lam xau ho) (?:bo me|ba me|gia dinh|moi nguoi|ca nha|chong|vo|con)|co (?:${ME}) hay khong (?:thi )?(?:cung|chang|deu) (?:vay|the|nhu nhau|chang sao|khong sao)`,
      ),
    ],
    // Goodbyes, last messages, settling affairs, a chosen time ("tối mai là xong hết").
    finality: [
      w(
        String.raw`(?:tam biet|vinh biet) (?:moi nguoi|tat ca|ca nha)[^.!?]{0,40}(?:vui vi da (?:tung )?quen|cam on vi tat ca|tha loi|xin loi)(?![^.!?]*(?:nghi he|du lich|hen gap lai|mai gap|parroquia|paroquia|parrocchia|paroisse|pfarrei|giao xu|cambio de|me cambio|mudar|mudo|change|wechsle|chuyen|grupo|gruppo|groupe|gruppe|nhom|trabajo|trabalho|lavoro|travail|arbeit|job|colegio|escola|scuola|ecole|schule|truong|ciudad|cidade|citta|ville|stadt))`,
      ),
      w(
        String.raw`(?:nghi|tim) cach (?:lam sao )?(?:de )?(?:\S+ ){0,3}(?:gia dinh|bo me|moi nguoi|ca nha) (?:khong|do|it) (?:dau long|buon|biet|phat hien)`,
      ),
      // Affairs put in order for afterwards, one's own funeral planned, love sent by others.
      w(
        String.raw`de sau nay (?:\S+ ){1,3}(?:khong phai|khoi phai) (?:lam gi|lo gi|don dep)|(?:danh sach nhac|nhac|bai hat|hoa) (?:cho|trong) dam tang (?:cua )?(?:${ME})|(?:chuan bi|len ke hoach|chon) (?:\S+ ){0,3}dam tang (?:cua )?(?:${ME})|(?:noi|bao|nhan) (?:voi|cho) (?:\S+ ){1,3}(?:la|rang) (?:${ME}) (?:thuong|yeu|xin loi)(?: \S+){0,3}(?= *(?:[.!,;]|$))`,
      ),
      // No longer existing, no longer a bother; a will and letters.
      w(
        String.raw`${ME} (?:se |sap |chac se |co le se )?khong con ton tai(?: nua)?|(?:se |sap )?khong (?:con )?lam phien (?:ai|moi nguoi|bo me|ca nha) nua|(?:di chuc)[^.!?]{0,30}(?:thu|loi nhan|tam biet)`,
      ),
      w(
        String.raw`(?:tam biet|vinh biet)[^.!?]{0,50}(?:tha loi|tha thu|xin loi)|(?:tha loi|tha thu) cho (?:${ME})[^.!?]{0,30}(?:tam biet|vinh biet)`,
      ),
      // Gone tomorrow, a day chosen, an apology and a leaving, "don't look for me".
      w(
        String.raw`(?:mai|ngay mai|toi nay|dem nay|sang mai|mot mai|sap toi) (?:${ME} )?(?:se )?(?:khong con (?:tren doi|song|o day|nua)|da (?:chet|ra di))(?!.{0,40}(?:chuyen|ve que|du lich|nghi phep|cong tac|tau|xe|bay|truong|lop))|(?:da )?chon (?:duoc )?(?:ngay|thoi diem|gio) (?:roi|xong)(?= *(?:[.!,;]|$))(?![^.!?]*(?:cuoi|dam|le|rua toi|them suc|khai truong|chuyen nha|hoc|thi|hop|di choi|sinh nhat))|xin loi[^.!?]{0,30}(?:${ME}) (?:di day|di nhe|ra di)(?= *(?:[.!,;]|$))|(?:dung|khong can) (?:ai )?(?:tim|kiem) (?:${ME}|tao)(?: nua)?(?= *(?:[.!,;]|$))(?![^.!?]*(?:di choi|di hoc|di lam|se ve|toi ve|chut ve|lat ve|ve nha|ve som|o nha ban))`,
      ),
      w(
        String.raw`thu tuyet menh|di thu|(?:thu|la thu|tin nhan|loi nhan|status|bai dang|loi) (?:tuyet menh|vinh biet|tu biet)`,
      ),
      w(
        String.raw`(?:day|do|chac day|co le day) (?:se )?la lan cuoi (?:cung )?(?:${ME} )?(?:nhan|noi chuyen|viet|gap|tro chuyen|lam phien|lam kho)|(?:day|do) (?:se )?la (?:tin nhan|loi nhan|bai (?:dang|viet)|status|dem|ngay|loi) (?:cuoi|cuoi cung)(?! (?:cua (?:nam|thang|tuan|khoa|ky|dot)|trong nam|trong (?:nhom|group|lop)))(?![^.!?]*(?:nghi he|ky nghi|hen gap lai|chuc (?:moi nguoi|ca nha|cac ban) (?:nghi|vui|ngu ngon)|nam hoc))|(?:dem|ngay|gio phut) cuoi cung (?:cua (?:${ME})|(?:${ME}) (?:o|tren) (?:doi|the gian|tran gian))`,
      ),
      w(
        String.raw`vinh biet (?:moi nguoi|tat ca|ca nha|cac ban|anh em|cuoc doi|cuoc song|the gioi|tran gian|the gian|nhe|nha|bo me|ba me|mai mai)|(?:gui|de lai|viet|noi) (?:loi )?(?:vinh biet|tu biet)|(?:gui|de lai|noi) loi tam biet (?:truoc|cuoi|lan cuoi|sau cuoi)|loi tam biet (?:cuoi cung|truoc|sau cuoi)|tam biet (?:moi nguoi|tat ca|the gioi|cuoc doi) (?:nhe |nha )?(?:lan cuoi|mai mai|vinh vien)`,
      ),
      w(
        String.raw`(?:cho|tang|phat|gui|chia|de lai) (?:het|lai het|di het|lai) (?:do dac|do|tai san|quan ao|dien thoai|laptop|sach vo|moi thu|tien(?: tiet kiem)?|so tiet kiem|xe|dong ho|trang suc|nhung gi (?:${ME}) co|con (?:meo|cho))(?!.{0,40}(?:nha tho|giao xu|tu thien|nguoi ngheo|mo coi|tu vien|chuyen nha|don nha|thanh ly|ban|vung lu|tu thien))`,
      ),
      w(
        String.raw`(?:xoa het|xoa sach|tra het (?:tien )?no|tra (?:xong|sach) no|cho het do|viet (?:thu|di chuc)|sap xep (?:moi thu|het)|huy (?:het|tai khoan)|khoa (?:facebook|fb|tai khoan))[^.!?]{0,80}(?:xoa het|xoa sach|tra het (?:tien )?no|tra (?:xong|sach) no|cho het|viet (?:thu|di chuc)|sap xep (?:moi thu|het|xong)|tam biet|vinh biet)`,
      ),
      w(
        String.raw`(?:toi|dem|sang|chieu|ngay|hom) (?:nay|mai|mot|kia|thu \S+|chu nhat) (?:la|thi|se|moi) (?:xong|ket thuc|het|cham dut) (?:het|tat ca|moi thu|moi chuyen)(?: (?:roi|thoi|nhe|nha|day))? *(?:[.!]|$)`,
      ),
      w(
        String.raw`neu (?:mai |ngay mai |mot mai |sau nay )?${ME} (?:khong con (?:o day|nua|tren doi|song)|(?:co )?chet|(?:co )?bien mat)(?! thi (?:ai|linh hon|sao))|(?<!(?:^|[^\p{L}])oi,? )vinh biet(?= *(?:[.!]|$))`,
      ),
      w(
        String.raw`(?:xin loi|tam biet|vinh biet|di day|ra di|di nhe)[^.!?]{0,40}(?:dung|khong can) (?:ai )?(?:tim|kiem) (?:${ME}|tao)|${ME} (?:se|sap|chac se|co le se|mai se) (?:khong con (?:nua|tren doi|song)|ra di (?:mai mai|vinh vien)|bien mat (?:mai mai|vinh vien))`,
      ),
      w(
        String.raw`(?:viet|de lai|de san) (?:\S+ ){0,2}?(?:thu|la thu|buc thu|loi nhan) (?:cho|gui) (?:bo me|ba me|ca nha|moi nguoi|me|bo|ba|vo|chong|cac con|con)(?: roi)?[^.!?]{0,40}(?:de (?:trong|o|duoi|tren)|khi (?:${ME})|sau nay|doc sau)`,
      ),
      w(
        String.raw`(?:khi|luc|sau khi|mot khi|mai nay|mai kia) (?:${ME}) (?:khong con (?:nua|o day|tren doi|song)|da (?:chet|ra di|di roi)|chet (?:di|roi)|ra di (?:roi|mai mai))`,
      ),
      w(
        String.raw`(?:da )?chon (?:duoc )?(?:ngay|dem|hom|thoi diem|gio) (?:de )?(?:ra di|chet|tu tu|ket thuc|di)(?= *(?:[.!,;]|$| roi))|(?:sap xep|thu xep|lo lieu|giai quyet|thu don|don dep) (?:xong )?(?:het |moi thu |moi viec |tat ca )(?:xong |on thoa |roi )*(?:\S+ ){0,3}truoc khi (?:${ME} )?(?:ra di|chet|ket thuc|tu tu|di(?= *(?:[.!,;]|$)))`,
      ),
      w(
        String.raw`nho (?:\S+ ){0,3}(?:cham soc|nuoi|trong|lo cho|cham) (?:\S+ ){0,4}(?:thay (?:${ME})|sau nay|khi (?:${ME}) (?:khong con|di|chet|mat))`,
      ),
    ],
    // Means gathered, bought or at hand, or standing somewhere high.
    means: [
      // Asking whether a way of dying hurts, how high a bridge is.
      w(
        String.raw`(?:treo co|tu tu|nhay cau|uong thuoc chuot|cat co tay) (?:co )?dau khong|(?:ra|len|toi) (?:cau|san thuong|noc nha) (?:\S+ ){0,2}xem (?:no )?cao (?:bao nhieu|co cao khong)`,
      ),
      // On the way to a bridge, or in the bath with a blade.
      w(
        String.raw`(?:dang tren duong|dang di|dang chay xe) (?:ra|den|toi|len) (?:cau|san thuong|song)(?= *(?:[.!,;]|$| day| roi| nay))(?!.{0,40}(?:di lam|di hoc|ket xe|hen|choi|chup|ban be))|(?:trong bon tam|trong nha tam) (?:\S+ ){0,2}(?:voi|cam) (?:\S+ )?(?:dao lam|luoi lam|dao|thuoc)`,
      ),
      w(
        String.raw`(?:de danh|gom|tich|tru|giau|cat giau|danh dum) (?:het|ca|du|tat ca) (?:cac |nhung )?(?:vi )?thuoc(?! (?:bac|nam|cho (?:me|bo|ba|ong|con|chau)|tri|chua))`,
      ),
      w(String.raw`cam (?:\S+ )?(?:lo|vi|hop|nam) thuoc (?:\S+ )?(?:trong|tren) tay`),
      // A knife or gun in hand to be used (not while cooking).
      w(
        String.raw`cam (?:\S+ )?(?:dao|luoi lam|dao lam|sung|day thung)(?: \S+){0,3},? (?:\S+ )?(?:muon|se|dinh) (?:dung|rach|cat|dam|ban|treo)(?![^.!?]*(?:nau|thai|cat rau|hanh|thit|trai cay|bep|goi qua|banh))`,
      ),
      w(
        String.raw`(?:gom|tich|tich tru|tru|de danh|danh dum|giau|cat giau|lay trom|trom|chuan bi|kiem du|mua du|dem theo|mang theo|gom gop|giu lai) (?:\S+ ){0,3}?${MEANS}`,
      ),
      w(
        String.raw`(?<!(?:chuot|sau|co dai|vuon|ruong|ray|gian|muoi)[^.!?]{0,40})(?:mua|co|co san|cam|san|kiem) (?:\S+ ){0,3}?${LETHAL}(?!.{0,40}(?:diet chuot cho|vuon|ruong|cay|lua|nha co chuot|bi chuot|co dai|sau hai|con chuot|bay chuot|cao rau|cat rau|phoi do|phoi quan ao|buoc do|keo xe|leo nui|cam trai|chuyen nha|dong goi|thuyen|xich du))`,
      ),
      w(
        String.raw`(?:mua|chuan bi|de san|co|mang) (?:\S+ )?than(?: hoa| to ong| cui)?[^.!?]{0,40}(?:dong kin|bit kin|kin cua|trong phong|dan kin)|dot than (?:trong|o) (?:phong|xe)|${MEANS} (?:\S+ ){0,3}?(?:de danh|tich|gom|giau|tru|tich tru) (?:\S+ ){0,3}?(?:roi|duoc|lau|ca)`,
      ),
      w(
        String.raw`du (?:lieu |so |luong )?(?:de |cho |ma )?(?:${CHET}|tu tu|ngu luon|ra di|khong (?:bao gio )?(?:tinh|thuc)|ket thuc)`,
      ),
      w(
        String.raw`(?:uong|nuot) (?:het |ca |nguyen |[1-9]\d+ (?:vien|lieu) |may chuc vien |mot nam )+(?:\S+ ){0,2}?${MEANS}`,
      ),
      w(
        String.raw`(?:cach|phuong phap|lam sao de|lam the nao de|nghi cach) (?:de )?(?:${CHET}|tu tu|tu sat|ket lieu|ra di)(?: \S+){0,4}? (?:khong dau|nhanh|nhe nhang|em ai|it dau|de nhat|nhanh nhat|nhe nhang nhat|chac chan|khong ai biet)|cach (?:de )?(?:tu tu|tu sat|ket lieu)`,
      ),
      w(
        String.raw`(?:uong|nuot|tiem|chich) (?:\S+ ){0,4}?(?:cho|de|ma) ${CHET}|(?:uong|nuot) (?:het |ca |mot |nguyen )+(?:vi|lo|hop|nam|nhum) thuoc|(?:uong|nuot|dung) qua lieu`,
      ),
      w(
        String.raw`(?:${ME}|dang|van|lai) (?:dang |van |lai |hay |da |cu |moi )*(?:o|dung|ngoi|leo|len|ra|treo minh|trong|den|toi|tren) (?:tren |o |ngoai |ben |giua |len )?${LEDGE}(?!.{0,40}(?:ngam|chup|ca phe|cafe|phao hoa|hong gio|phoi do|tiec|choi|tap the duc|lam viec|an uong|hop|don dep|sua|xem|dao|hen ho|chay bo|cau ca|phun lua|di bo))`,
      ),
      w(
        String.raw`(?:nhin|ngo) xuong (?:duoi|dong song|mat nuoc|duong)|(?:treo|thong) (?:day|thong long) (?:len|vao|tren)|(?:dao|luoi lam|dao lam) (?:dang )?(?:o|nam) (?:ngay )?(?:trong|canh|tren) (?:tay|ban|phong)`,
      ),
    ],
    // Cutting, burning, hitting oneself, starving to punish, relapse, hiding the marks.
    'self-harm': [
      w(String.raw`(?:ep|bat|cuong ep) (?:minh|ban than|chinh minh) (?:phai )?non(?: ra)?|tu ep (?:minh )?non`),
      // Anything done to one's own body until it bleeds; hair pulled out in clumps; laxatives as punishment.
      w(
        String.raw`(?:bam|cam|cao|cau|can|giat|but|nhot) (?:\S+ ){0,4}(?:den|toi|cho) (?:chay mau|ra mau|toe mau)(?!.{0,30}(?:muoi|con muoi|ngua|di ung|cham))|(?:but|nho|giat) toc (?:tung mang|tung nam|tung chum)|(?:thuoc xo|thuoc nhuan trang|thuoc giam can)[^.!?]{0,50}(?:phat|tru phat|vi da an|ghe tom)`,
      ),
      w(
        String.raw`(?:khong an gi|nhin an|bo an|nhin doi)[^.!?]{0,40}(?:bien mat|phat|cho chet|cho tieu)|(?:bien mat|gay mon|tieu tan) (?:cho )?(?:toi|den) khi (?:khong con (?:gi|lai gi)|chang con gi)`,
      ),
      w(String.raw`rach (?:\S+ ){0,4}(?:tren|o|vao|len) (?:dui|tay|co tay|chan|bung|canh tay|bap tay)`),
      // The instrument named first ("lấy bật lửa đốt tay"); purging ("móc họng").
      w(
        String.raw`(?:lay|dung|cam) (?:\S+ ){0,2}(?:bat lua|dieu thuoc|thuoc la|dao lam|luoi lam|dao|manh kinh|manh chai|kim|compa) (?:de )?(?:dot|rach|cat|cua|chich|dam|di) (?:vao |len )?(?:co tay|tay|dui|chan|bap tay|canh tay|da|nguoi|bung)|moc hong|(?:co tinh|tu) (?:gay |lam )?non(?: ra)?`,
      ),
      w(
        String.raw`rach (?:len |vao )?(?:co tay|tay(?! ao)|dui|chan|da|bap tay|canh tay|nguoi)|cua (?:co tay|vao tay|vao co tay|tay (?:minh|bang))|cat (?:co tay|vao co tay|tay (?:minh|bang))`,
      ),
      w(
        String.raw`tu (?:rach|cua|cat (?:tay|co tay|vao tay|minh|ban than|dui|da)|hai ban than|hai minh|lam hai|lam dau|hanh ha|tra tan|danh(?! (?:rang|giay|gia|so|may|xe|van|dau|thuc|gia|bai|co|dan|tieng|trong))|dam (?:vao )?(?:minh|ban than|mat|dau)|dot (?:tay|minh|ban than|da)|tat (?:vao )?(?:mat |ma )?(?:minh|ban than)|gay thuong tich|bop co|trung phat|bo doi)`,
      ),
      w(
        String.raw`(?:lam hai|lam dau|hanh ha|tra tan|trung phat|danh|dam|tat|cao|cau|can) (?:vao |len )?(?:ban than|chinh minh|chinh ban than|than the minh)`,
      ),
      w(
        String.raw`(?:rach|cua|cat|dot|chich|dam|cao|bam|di) (?:vao |len )?(?:co tay|tay|dui|chan|bap tay|canh tay|da|nguoi|bung)(?: \S+){0,2} (?:bang|voi) (?:dao|luoi lam|dao lam|kim|bat lua|dieu thuoc|thuoc la|manh kinh|manh chai|keo|compa)`,
      ),
      w(
        String.raw`(?:dam|dap|dap dau|dap tay|dap nguoi) (?:vao |len )?(?:tuong|cua|ban|guong|san)(?: \S+){0,3} (?:den|toi|cho) (?:chay mau|bam tim|sung|rach|gay)|(?:${ME}) (?:hay |lai |cu |thuong )?(?:dap dau|dam tay|dam tuong|dap tuong)`,
      ),
      w(
        String.raw`(?:bo an|nhin an|nhin doi|khong an gi|khong an) (?:\S+ ){0,6}?(?:de (?:trung phat|phat|chet|ton thuong)|cho (?:chet|dang doi)|vi (?:${ME}) (?:khong dang|dang bi))|(?:bo doi|bo doi) ban than|(?:${ME}) xung dang (?:bi |phai )?(?:dau|trung phat|chay mau|dau kho|kho)(?! (?:bung|dau|rang|lung|chan|tay|hong|mat))`,
      ),
      w(
        String.raw`(?:thuoc la|dieu thuoc|tan thuoc|bat lua|dao lam|luoi lam|mieng kinh|manh chai) (?:\S+ ){0,2}?(?:vao|len) (?:co tay|tay|dui|chan|bap tay|canh tay|da|nguoi|bung)`,
      ),
      w(
        String.raw`(?:cao|cau|cat|rach|cua|dam|dap|can) (?:vao |len )?(?:tay|co tay|dui|chan|da|nguoi|mat|dau|tuong)(?: \S+){0,2} (?:den|toi|cho) (?:chay mau|bam tim|toac|rach da|co seo|sung)`,
      ),
      w(String.raw`tai phat|lai (?:rach|cua|cat tay|tu hai|tu lam dau|tu lam hai|dot tay|danh ban than|dap dau)`),
      w(
        String.raw`(?:giau|che|che giau|che di) (?:\S+ ){0,3}?(?:vet (?:rach|cat|cua|seo|thuong|bam)|seo)|mac ao dai tay (?:\S+ ){0,5}?(?:khong ai (?:thay|biet)|giau|che)`,
      ),
    ],
    // Being hit, touched, forced, threatened, locked in, phone or papers taken; by anyone close or in charge.
    abuse: [
      w(String.raw`gui (?:\S+ )?(?:anh|hinh|clip|video) (?:\S+ )?(?:vung kin|bo phan kin|cho kin|khoa than|duong vat)`),
      w(
        String.raw`(?:ep|bat|ep buoc) (?:${ME} )?(?:lay chong|cuoi|ket hon|lay (?:mot )?(?:ong|nguoi|anh|thang|lao|chu))|(?:bo di|bo tron|ly hon|noi ra|ke ra|mach|bao cong an) (?:\S+ )?thi (?:\S+ )?(?:giet|danh chet|dam chet|chem) (?:${ME})`,
      ),
      // A weapon used to threaten; grooming (alone, at night, "don't tell your parents"); sextortion.
      w(
        String.raw`cam (?:dao|sung|kiem|gay|bua|keo) (?:\S+ )?(?:doa|de doa|danh|chem|duoi|ke co)|(?:nhan tin|goi|goi dien) (?:\S+ ){0,3}(?:luc )?(?:nua dem|dem khuya|ban dem)[^.!?]{0,40}(?:gap rieng|di rieng|mot minh)|(?:gap rieng|di rieng)[^.!?]{0,40}(?:khong duoc|dung) (?:noi|ke|cho) (?:\S+ )?(?:bo me|ba me|ai|me|bo)|neu (?:${ME} )?(?:khong|ko) gui (?:\S+ ){0,3}(?:thi )?(?:se |no se |han se )?(?:tung|dang|phat tan|gui|chia se|up) (?:\S+ ){0,3}(?:anh|hinh|video|clip)`,
      ),
      // Forced kisses; threats by message, stalking by an ex; a drunk partner smashing things.
      w(
        String.raw`cuong hon|(?:nhan tin|tin nhan|goi dien) (?:\S+ )?(?:de doa|doa giet|doa danh|khung bo)|(?:nguoi yeu cu|chong cu|vo cu|ban trai cu|nguoi yeu|chong)[^.!?]{0,20}(?:theo doi|rinh rap|bam theo|theo duoi) (?:${ME})|(?:chong|bo|ba|cha|bo duong|ong ay|anh ay)[^.!?]{0,20}say[^.!?]{0,30}(?:dap pha|dap do|danh|chui|dap cua|nem do)`,
      ),
      w(
        String.raw`${ABUSER} (?:[^.!?]{0,40} )?(?:danh|dam|tat|da|bop co|boc co|xam hai|so mo|so soang|sam so|hiep|cuong hiep|ham hiep|hiep dam|lam dung|doa giet|doa danh|nhot|troi|bao hanh|hanh ha|quay roi|dung cham|ve vuon|xo|keo toc|giat toc) (?:ca |lai |luon |bam tim |vao (?:dau|mat|nguoi|bung|lung|ma|tay|co) (?:cua )?)?${ME}(?! (?:ay|ta|ho|ruot))`,
      ),
      w(
        String.raw`${ME} (?:lai |hay |thuong |van |dang |vua |moi |cu |bi )*bi (?:${ABUSER} )?(?:danh(?! (?:gia|thuc|dau|so|cap|thue|trong|bong|lua|roi|bai|co|may|rot|mat))|dap|dam(?! (?:mua|suong|nuoc))|tat(?! (?:may|dien|nguon|den|mang))|bop co|xam hai|so mo|sam so|hiep|cuong hiep|ham hiep|hiep dam|lam dung|ep buoc|ep (?:phai )?(?:tiep khach|ban dam|lam gai|quan he|di khach|lam viec khong luong)|de doa|doa giet|nhot|troi|bao hanh|hanh ha|quay roi|dung cham|ve vuon|ga gam)`,
      ),
      w(
        String.raw`neu (?:${ME}|may) (?:dam |ma )?(?:noi|ke|mach|to cao|bao (?:cong an|ai|cho ai)|bo di|bo|ly di|ly hon|tron|bo tron|ve|di|phan khang) (?:[^.!?]{0,40} )?(?:giet|danh chet|cho biet tay|khong de yen|bop co|lam hai|dam chet|chem|chua (?:se )?phat|bi phat|xuong hoa nguc|bi tru)`,
      ),
      w(
        String.raw`(?<!(?:diem|bai kiem tra|hoc ba|ve muon|lam vo|lam mat|lam hong|thi truot)[^.!?]{0,40})(?:se|doa|de doa|noi se|bao se|doi|dinh) (?:giet|danh chet|bop co|dam chet|chem|dot) (?:chet )?(?:${ME}|ca nha|ca gia dinh|me con|chung (?:toi|em|con|minh))(?! mat)(?!.{0,40}(?:diem|bai kiem tra|hoc ba|ve muon|lam vo|lam mat|lam hong|biet chuyen))`,
      ),
      w(
        String.raw`(?:hay|thuong|cu|lan nao cung|dem nao cung) (?:\S+ )?(?:vao|sang|lon vao|mo cua vao|len|chui vao|nam vao) (?:phong|giuong|cho ngu|chan) (?:cua )?(?:${ME})(?: \S+){0,3} (?:luc |vao |khi )?(?:nua dem|ban dem|dem khuya|(?:me|bo|ba|ma|ca nha|moi nguoi) (?:di lam|vang nha|khong co nha|di vang|di cho|ngu)|khi (?:moi nguoi|ca nha) (?:da )?ngu|khi (?:${ME}) (?:dang )?ngu)`,
      ),
      w(
        String.raw`${ABUSER} [^.!?]{0,40}(?:noi|bao|dan|doa|de doa|canh cao|bat|ep|dan do) (?:la |rang )?(?:${ME} )?(?:khong duoc|dung|cam) (?:(?:noi|ke|mach|ke lai|noi lai) (?:voi|cho) (?:ai|bat ky ai|nguoi khac|bo|me|ba|ma|co|thay|cong an)|cho ai biet)(?!.{0,40}(?:qua|sinh nhat|bat ngo|tiec))|${ABUSER} (?:\S+ ){0,3}(?:noi|bao) (?:la |rang )?(?:khong ai tin|chang ai tin)|bi mat (?:cua |giua )?(?:hai |rieng )?(?:thay tro|chu chau|hai dua|hai nguoi|chung ta)`,
      ),
      w(
        String.raw`${ABUSER} [^.!?]{0,60}(?:doi|xin|ep|du|ga|yeu cau) (?:${ME} )?(?:phai )?(?:gui|chup|cho xem|quay) (?:\S+ ){0,2}?(?:anh|hinh|video|clip)|(?:gui|chup|quay) (?:\S+ )?(?:anh|hinh|video|clip) (?:nong|nude|khoa than|ho hang|than the|sex|luc tam|khong mac (?:do|quan ao))`,
      ),
      w(
        String.raw`(?:${ABUSER}|va|roi|hay|lai|cu|thuong|dam|muon|dinh|da|dang|vua) (?:\S+ )?(?:so|so mo|sam so|mo mam|dung cham|ve vuon) (?:vao |len )?(?:nguoi|nguc|mong|dui|vung kin|cho kin|bo phan (?:sinh duc|kin)|than the|co the) (?:cua )?${ME}(?! (?:quen|biet|gap|thay|yeu|ghet|thich|noi|lam|moi|dang|da|co|hoc|choi))`,
      ),
      w(
        String.raw`(?:${ABUSER}|bi) (?:\S+ ){0,2}(?:bat|ep|ep buoc) (?:${ME}) (?:phai )?(?:quan he|ngu voi|coi do|coi quan ao|xem phim|gui anh|lam chuyen|ban dam|lam gai|tiep khach|di khach|cuoi|lay (?:chong|vo|ong|nguoi|anh|thang|lao|chu|mot)|so vao)`,
      ),
      w(
        String.raw`giat (?:mat )?(?:dien thoai|di dong)|(?:${ABUSER}|bi) (?:\S+ ){0,3}(?:lay|thu|giu|tich thu|dap|dap vo|dap nat|be|giau) (?:het |mat )?(?:dien thoai|ho chieu|passport|giay to|cmnd|cccd|the ngan hang|luong|tien luong) (?:cua )?${ME}|(?:nhot|khoa cua nhot) ${ME}|${ME} bi nhot|(?:khong cho|cam) (?:${ME}) (?:lien lac|goi dien|an (?:com|uong|gi)(?= *(?:[.!,;]|$| ca| het| nua))|ngu(?= *(?:[.!,;]|$| ca| nua))|ve (?:nha|que|nuoc)|ra khoi (?:nha|phong))`,
      ),
      w(
        String.raw`bao hanh gia dinh|(?:bi|dang bi|bi) (?:xam hai|lam dung|quay roi) tinh duc|hiep dam|cuong hiep|ham hiep|buon ban nguoi|bi lua ban`,
      ),
      w(
        String.raw`(?:so|khiep so|run so) (?:phai )?(?:ve nha|ve nha luc|gap) (?:\S+ ){0,2}(?:${ABUSER})|(?:so|khiep so) (?:${ABUSER}) (?:say|ve|lai)`,
      ),
    ],
    // Someone close at risk now, a neighbour's child hurt, or fear of hurting one's own.
    'danger-to-others': [
      // Someone close unconscious after pills.
      w(
        String.raw`(?:bat tinh|ngat xiu|hon me|khong tinh|goi khong day)[^.!?]{0,50}(?:uong thuoc|uong gi|nuot)|(?:uong thuoc|nuot thuoc)[^.!?]{0,50}(?:bat tinh|ngat xiu|hon me|khong tinh|goi khong day)`,
      ),
      w(
        String.raw`(?:hay |thuong |cu )?(?:vao|lon vao|chui vao|sang) (?:phong|giuong) (?:cua )?(?:no|be|em ay|con be|thang be|chau) (?:\S+ )?(?:ban dem|nua dem|dem khuya|luc moi nguoi ngu|khi (?:me|bo) (?:no )?(?:di|ngu|vang))`,
      ),
      w(
        String.raw`(?:khoa|nhot|chot) (?:cua |minh )?(?:\S+ ){0,3}(?:nha tam|phong|toilet|nha ve sinh|wc)[^.!?]{0,30}(?:khong (?:chiu )?(?:mo|tra loi|nghe may|ra))|cam (?:dao|luoi lam|dao lam|thuoc)[^.!?]{0,30}(?:khoa|nhot) (?:cua|minh)`,
      ),
      // The writer's own plan to kill someone, or to bring a weapon to school or church.
      w(
        String.raw`${ME} (?:\S+ )?(?:muon|se|dinh|sap|quyet dinh|tinh) giet (?:bo|me|ba|bo duong|cha duong|duong|me ke|di ghe|chong|vo|no|han|thang|con|nguoi|ai do|tat ca|ca lop|ca nha|thay|co|ong|ban)(?! (?:thoi gian|chet|ca|ga|heo|lon|muoi|ruoi|gian))|(?:mang|dem|cam|giau) (?:\S+ ){0,2}(?:sung|dao|bom)(?: \S+){0,3} (?:den|toi|vao|len) (?:truong|lop|nha tho|cong ty)`,
      ),
      w(
        String.raw`${CLOSE} (?:[^.!?]{0,50} )?(?:noi|nhan|nhan tin|bao|doa|doi|dinh|muon|se|sap|vua|dang|viet|dang status|post|tuyen bo)(?: [^.!?]{0,40})? (?:${TUTU}|nhay cau|nhay lau|uong thuoc|vinh biet|${CHET} cho xong|khong muon song|muon ${CHET}|treo co|rach tay|muon bien mat|muon ra di|muon ket thuc)`,
      ),
      w(
        String.raw`${ABUSER} (?:[^.!?]{0,40} )?(?:danh|dam|bop co|chem) (?:ca )?(?:me|ma|ba|bo|vo|chong|con|em|chi|anh|be|chau|ba noi|ong noi)(?! (?:thuc|gia|rang|dan|co|bai|mat|ban))`,
      ),
      w(
        String.raw`(?:hang xom|nha ben|nha ben canh|phong ben|tang tren|tang duoi|nha doi dien) (?:[^.!?]{0,40} )?(?:danh|dap|bao hanh|hanh ha|dam|tat) (?:\S+ ){0,2}?(?:con|vo|chong|dua (?:be|nho|tre)|be|chau|em|nguoi|me|bo)|nghe (?:thay )?(?:tieng )?(?:\S+ ){0,3}?(?:keu cuu|van xin|xin tha|tha cho|bi danh)`,
      ),
      w(
        String.raw`(?:so|lo|lo so) (?:${ME} )?(?:se |co the |lo |lo tay )?(?:lam hai|lam dau|danh|bop|giet|nem|lac|ton thuong|bop co|dim) (?:\S+ ){0,2}?(?:con|be|chau|em be|dua tre|ai do|nguoi khac|vo|chong)`,
      ),
      w(
        String.raw`(?:dang|lai) (?:danh|dap|bop co|dam|chem|bao hanh) (?:\S+ ){0,2}?(?:me|bo|vo|chong|con|em|be|chau)(?: \S+)? (?:ngay bay gio|bay gio|luc nay)`,
      ),
    ],
  },
  // Across the last turns: a means or a high place, then being there or having it ready.
  compounds: [
    [
      w(
        String.raw`${MEANS}|${LEDGE}|(?:ra|len|tren|giua|dung o|dung tren|o tren) cau(?! (?:ca|nguyen|hon|xin|kinh|thu|chuc|hoc))`,
      ),
      w(
        String.raw`(?:gio |van )?dang o (?:do|day)(?= *(?:[.!,;]|$| roi| nay))|nhin xuong|du (?:roi|ca roi)|khong (?:ai )?khoa|biet cho (?:de|cat)|khong phai (?:de|di) (?:ngam|choi|chup)`,
      ),
      'means',
    ],
    [
      w(String.raw`tu sat|ket lieu|(?:chuyen|viec|nguoi|ve|cach) tu tu`),
      w(
        String.raw`hoi cho (?:minh|ban than|chinh minh)|la (?:minh|toi|em) (?:do|day)|(?:minh|toi|em) hoi vi (?:minh|toi|em)`,
      ),
      'intent',
    ],
    [
      w(String.raw`la thu|buc thu|thu tay|loi nhan|di chuc|thu cho (?:bo me|me|bo|moi nguoi|ca nha|ba me|con)`),
      w(
        String.raw`khi (?:minh|toi|em|con|tao|t) khong con|sau khi (?:minh|toi|em|con|tao|t) (?:di|chet|ra di)|(?:doc|mo ra) khi`,
      ),
      'finality',
    ],
    [w(String.raw`rach tay|cat tay|tu hai|cua tay`), w(String.raw`lai roi|lan thu|tai phat|lai nua`), 'self-harm'],
    [
      w(
        String.raw`say (?:ruou|xin|khuot)|nhau say|say roi|dang say|lai say|danh (?:me|vo|minh|em|con)|dap pha|noi dien`,
      ),
      w(String.raw`(?:ve|den) (?:nha )?roi|dang (?:go cua|dap cua)|vua ve`),
      'abuse',
    ],
  ],
  defusers: [
    // A natural death left to God's time ("khi Chúa gọi về").
    w(
      String.raw`khi (?:chua|ngai) (?:goi|ruoc|cat) (?:\S+ )?ve|khi (?:den|toi) gio (?:cua )?(?:${ME}|chua dinh)|theo y chua`,
    ),
    // Negated: not going to, never would.
    w(
      String.raw`(?:khong|chang|cha (?:bao gio|he|muon|dai gi)|chua (?:bao gio|tung|he)|dau co|dung|khong he|doi nao|khong bao gio|se khong)(?: (?:he|bao gio|co|con|y|y dinh|y nghi|muon|dinh|nghi|den|toi|ve|chuyen|viec|tinh|se|phai|lam|di|the|dai gi|dai dot|dai|nua|tiep tuc|duoc))* (?:tu tu|tu sat|tu van|chet|lam (?:chuyen |dieu )?dai dot|lam (?:gi )?dai|lam (?:gi )?bay|tu hai|lam hai (?:ban than|minh)|lam dau (?:ban than|minh)|rach tay|cat tay|nghi quan|ket lieu)(?![^.!?]*\b(?:nhung|ma van|song nua|muon song|thiet song))`,
    ),
    w(
      String.raw`(?:gio|bay gio|hien tai|hien gio) (?:${ME} )?(?:da |dang |van |thay |that su )?(?:on(?! (?:bai|thi|tap|lai))|khoe|binh an|khong sao|on dinh|da khoi)`,
    ),
    // Over and done: school days, years ago, unless it is back now.
    /^(?!.*\b(?:lai|tai phat|toi qua|dem qua|hom qua|hom nay|toi nay|dem nay|van con|van dang|van muon)\b).*\b(?:hoi (?:cap \d|cap hai|cap ba|truoc|xua|nho|be|con nho|do|sinh vien|dai hoc|con di hoc)|ngay xua|(?<!di )truoc day|(?<!(?:chua|khong|chang) )tung(?= (?:co|nghi|muon|tu tu|tu sat|tu hai|rach|cat|cua|bi|lam|thu|dinh|uong|nhay|tram cam|mac))|(?:\d+|mot|hai|ba|may|vai|nhieu) (?:nam|thang) (?:truoc|roi)|nam ngoai)\b/u,
    // Joking and laughter, the way Vietnamese types it.
    /(?:\b(?:haha\w*|hihi\w*|hehe\w*|hoho\w*|kaka\w*|keke\w*|kk+|lol|xd|dua thoi|dua ty|dua day|noi dua|gia bo)\b|=\)\)+|:\)\)+|:v\b|😂|🤣|😆|😅|😹)/u,
    // Spiritual: dying to the old self, martyrs, Christ's death on the cross, penance.
    w(
      String.raw`chet (?:di )?(?:cho|voi|doi voi) (?:con nguoi cu|ban than|ban nga|cai toi|toi loi|tinh xac thit|dam me|thu vui|y rieng|ich ky)|hat lua mi|chet di de (?:song|sinh)|tu dao|thanh tu dao|chet vi (?:dao|chua|duc tin)|hy sinh mang song vi|hien mang song|tu bo ban than|hanh xac|(?:chua|duc kito|giesu|kito|chua giesu|dang cuu the|ngai) (?:da |phai |)(?:chiu chet|chet (?:tren|vi|de|thay|cho (?:chung|nhan|moi|ta|con nguoi|toi|ca))|tat tho|guc dau|chiu nan|chiu dong dinh|bi dong dinh)|chiu chet (?:tren|vi)|chet tren thap gia|(?:nho|nho rang|nho la|biet rang|ai cung|ai roi cung|moi nguoi deu|con nguoi) (?:\S+ )?(?:se|phai|deu) (?:\S+ )?chet|memento mori|tro bui`,
    ),
    // Someone else's words: a song, a film, a character.
    w(
      String.raw`nhan vat|loi bai hat|cau hat|loi thoai|trong (?:phim|truyen|tieu thuyet|bai hat|bai tho) (?:co|noi|nhan vat|co cau)`,
    ),
    // Prayers for the dead.
    w(
      String.raw`cau hon|cau (?:nguyen )?cho (?:cac )?linh hon|le gio|gio dau|xin le (?:cau )?(?:cho )?(?:ong|ba|bo|me|cha|linh hon)`,
    ),
    // A question of teaching or history, not of the writer's own life.
    /^(?=.*(?:\?|\b(?:khong|chua|ha|sao|the nao|nhu the nao)\s*$))(?=.*\b(?:giao hoi|hoi thanh|giao ly|kinh thanh|thanh kinh|chua day|day gi|duc giao hoang|giao hoang|cha xu|linh muc|toi trong|co toi|toi gi|thien dang|hoa nguc|luyen nguc|linh hon|le an tang|an tang|nha tho|giao luat|lich su|thoi vua|giao dan|bai hoc|bai tap|thuyet trinh|luan van|tieu luan)\b)(?!.*\b(?:toi|tao|minh|tui|em|con) (?:\S+ ){0,2}(?:muon|se|dinh|sap|dang) (?:tu tu|chet))(?!.*\bneu (?:toi|tao|minh|tui|em|con|t) (?:\S+ )?(?:tu tu|tu sat|chet))/u,
    w(
      String.raw`(?:cho|lam) (?:bai (?:tap|thuyet trinh|tieu luan|hoc)|luan van|de tai|nhom hoc|lop giao ly|bai giang)`,
    ),
  ],
  safeReplies: [
    w(
      String.raw`(?:${ME}|van) (?:da |that su |thay )?(?:on(?: roi| ma| that| nhe| nha| hon)?(?= *(?:[.!,]|$))|khong sao|an toan|do hon|khoe|binh tinh lai)|(?:cam on|camon|thank)(?! (?:vi )?(?:tat ca|moi nguoi|moi thu|tat ca moi nguoi))(?! (?:\S+ )?(?:vinh biet|tam biet))|khong (?:lam gi|lam dai|lam chuyen dai dot|tu tu) dau|hua (?:voi \S+ )?(?:la )?(?:se )?khong|(?:se|da) (?:goi|noi chuyen voi|nhan tin cho|ke voi)`,
    ),
  ],
};
