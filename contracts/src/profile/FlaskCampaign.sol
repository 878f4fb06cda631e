// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {FlaskCollectibles} from "../collectibles/FlaskCollectibles.sol";
import {FlaskProfile} from "./FlaskProfile.sol";

/// @title One achievement campaign: eligible profiles claim points and, optionally, a badge NFT.
/// @notice Eligible = an ACTIVE profile, not claimed yet, `block.timestamp <= endTimestamp`, and either
/// listed by the owner (`isEligible`) or registered early (`thresholdUserId > 0` and the profile's
/// userId <= thresholdUserId). Claiming grants `numberPoints` under `campaignId` on the registry (so
/// its `hasAchievement` turns true) and, unless `bunnyId` is NO_NFT, mints a "Flask Bunnies" badge.
/// @dev Holds POINT_ROLE on the registry and MINTER_ROLE on the collection.
contract FlaskCampaign is Ownable2Step, ReentrancyGuardTransient {
    /// @notice The `bunnyId` of a campaign that grants points only.
    uint8 public constant NO_NFT = 255;

    FlaskProfile public immutable profile;
    FlaskCollectibles public immutable collectibles;
    uint256 public immutable campaignId;
    uint256 public immutable numberPoints;
    uint8 public immutable bunnyId;
    uint256 public immutable thresholdUserId;
    uint256 public immutable endTimestamp;
    /// @notice Metadata link of the badge ("" when `bunnyId` is NO_NFT).
    string public tokenURI;

    mapping(address user => bool) public isEligible;
    mapping(address user => bool) public hasClaimed;

    event AchievementClaim(address indexed user, uint256 indexed campaignId, uint256 numberPoints, uint256 tokenId);
    event EligibilityChange(address indexed user, bool eligible);

    error ZeroAddress();
    error EmptyTokenURI();
    error CampaignEnded(uint256 endTimestamp);
    error AlreadyClaimed(address user);
    error ProfileNotActive(address user);
    error NotEligible(address user);

    constructor(
        address profile_,
        address collectibles_,
        uint256 campaignId_,
        uint256 numberPoints_,
        uint8 bunnyId_,
        string memory tokenURI_,
        uint256 thresholdUserId_,
        uint256 endTimestamp_,
        address owner_
    ) Ownable(owner_) {
        if (profile_ == address(0) || (bunnyId_ != NO_NFT && collectibles_ == address(0))) {
            revert ZeroAddress();
        }
        if (bunnyId_ != NO_NFT && bytes(tokenURI_).length == 0) revert EmptyTokenURI();
        profile = FlaskProfile(profile_);
        collectibles = FlaskCollectibles(collectibles_);
        campaignId = campaignId_;
        numberPoints = numberPoints_;
        bunnyId = bunnyId_;
        tokenURI = tokenURI_;
        thresholdUserId = thresholdUserId_;
        endTimestamp = endTimestamp_;
    }

    function addAddressesToCampaign(address[] calldata users) external onlyOwner {
        _setEligible(users, true);
    }

    function removeAddressesFromCampaign(address[] calldata users) external onlyOwner {
        _setEligible(users, false);
    }

    /// @notice Claims the caller's achievement: points, and the badge when the campaign has one.
    function mintNFT() external nonReentrant {
        if (block.timestamp > endTimestamp) revert CampaignEnded(endTimestamp);
        // Once per campaign id on the registry too: two campaigns sharing an id grant it once.
        if (hasClaimed[msg.sender] || profile.hasAchievement(msg.sender, campaignId)) {
            revert AlreadyClaimed(msg.sender);
        }
        (uint256 userId,,,,, bool isActive) = profile.getUserProfile(msg.sender);
        if (!isActive) revert ProfileNotActive(msg.sender);
        if (!_isListedOrEarly(msg.sender, userId)) revert NotEligible(msg.sender);

        hasClaimed[msg.sender] = true;
        profile.increaseUserPoints(msg.sender, numberPoints, campaignId);
        uint256 tokenId;
        if (bunnyId != NO_NFT) tokenId = collectibles.mint(msg.sender, tokenURI, bunnyId);
        emit AchievementClaim(msg.sender, campaignId, numberPoints, tokenId);
    }

    /// @notice True when `user` may claim now.
    function canClaim(address user) external view returns (bool) {
        if (block.timestamp > endTimestamp || hasClaimed[user] || profile.hasAchievement(user, campaignId)) {
            return false;
        }
        (uint256 userId,,,,, bool isActive) = profile.getUserProfile(user);
        return isActive && _isListedOrEarly(user, userId);
    }

    function _isListedOrEarly(address user, uint256 userId) private view returns (bool) {
        return isEligible[user] || (thresholdUserId > 0 && userId <= thresholdUserId);
    }

    function _setEligible(address[] calldata users, bool eligible) private {
        for (uint256 i = 0; i < users.length; ++i) {
            isEligible[users[i]] = eligible;
            emit EligibilityChange(users[i], eligible);
        }
    }
}
