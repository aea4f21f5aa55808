#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

// How one token stands to the focus token of a LiveAnalysis: one row of TokenRelationModel,
// and what TokenRelationModel::relationOf() hands to QML as a `tokenRelation` value. The roles
// of TokenRelationModel say what each field means.
struct TokenRelation {
    Q_GADGET
    QML_VALUE_TYPE(tokenRelation)
    Q_PROPERTY(QString tokenId MEMBER tokenId)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool isFocus MEMBER isFocus)
    Q_PROPERTY(bool related MEMBER related)
    Q_PROPERTY(bool enemies MEMBER enemies)
    Q_PROPERTY(int distance MEMBER distance)
    Q_PROPERTY(QString sight MEMBER sight)
    Q_PROPERTY(bool lineOfSight MEMBER lineOfSight)
    Q_PROPERTY(bool cover MEMBER cover)
    Q_PROPERTY(QStringList coveredBy MEMBER coveredBy)
    Q_PROPERTY(QStringList blockedBy MEMBER blockedBy)
    Q_PROPERTY(QString melee MEMBER melee)
    Q_PROPERTY(QString meleeName MEMBER meleeName)
    Q_PROPERTY(double heightDifference MEMBER heightDifference)
    Q_PROPERTY(double rangeAdjustment MEMBER rangeAdjustment)
    Q_PROPERTY(QString rangeText MEMBER rangeText)
    Q_PROPERTY(bool flanks MEMBER flanks)
    Q_PROPERTY(bool flankedBy MEMBER flankedBy)
    Q_PROPERTY(bool volleyAllowed MEMBER volleyAllowed)
    Q_PROPERTY(int volleyPenalty MEMBER volleyPenalty)
    Q_PROPERTY(bool engaged MEMBER engaged)
    Q_PROPERTY(bool highGround MEMBER highGround)
    Q_PROPERTY(bool lowGround MEMBER lowGround)
    Q_PROPERTY(bool verticalAssault MEMBER verticalAssault)
    Q_PROPERTY(QString summary MEMBER summary)

public:
    QString tokenId;
    QString name;
    bool isFocus = false;
    bool related = false;
    bool enemies = false;
    int distance = -1;
    QString sight;
    bool lineOfSight = false;
    bool cover = false;
    QStringList coveredBy;
    QStringList blockedBy;
    QString melee;
    QString meleeName;
    double heightDifference = 0;
    double rangeAdjustment = 0;
    QString rangeText;
    bool flanks = false;
    bool flankedBy = false;
    bool volleyAllowed = false;
    int volleyPenalty = 0;
    bool engaged = false;
    bool highGround = false;
    bool lowGround = false;
    bool verticalAssault = false;
    QString summary;

    friend bool operator==(const TokenRelation &, const TokenRelation &) = default;
};
